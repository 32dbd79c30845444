/* global window, document, Image -- runs in the browser, inline in dashboard.html's head. */
// Before any app JS, for a visitor who confirmed the age gate (the rule main.ts reads) and whose last
// age status here allowed media (main.ts notes it; none where a check is missing or media are not offered):
// show the build-time dashboard and ask the server for the card images at once. The server still decides
// (451 without a valid proof where one is needed); only its answer puts an image in a card frame.
// The answer waits in window.__starsessionFirstView for the app (features/dashboard/thumbnailsPrefetch.ts).
// The CSP allows exactly this text by its hash (scripts/lib/csp.mjs); firstView.test.mjs holds the keys.
// Where a blocklist is in force on this device (the app keeps the flag), it still asks but shows no image:
// only the app knows which of them the blocklist hides (docs/product-rules.md#blocklist).
(() => {
  let blocklistActive = false;
  try {
    blocklistActive = localStorage.getItem('starsession.blocklistActive') === '1';
    const confirmedAt = Number(localStorage.getItem('starsession.ageConfirmedAt'));
    const mediaUntil = Number(localStorage.getItem('starsession.firstViewMediaUntil'));
    if (!(Number.isFinite(confirmedAt) && confirmedAt > 0 && mediaUntil > Date.now())) return;
  } catch {
    return;
  }
  document.documentElement.classList.add('first-view-confirmed');
  const state = { answer: null };
  state.answer = fetch('/api/stars/thumbnails', { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : undefined))
    .catch(() => undefined);
  window.__starsessionFirstView = state;
  const fill = (thumbnails) => {
    for (const frame of document.querySelectorAll('[data-first-view-star]')) {
      const url = thumbnails[frame.dataset.firstViewStar];
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
      const img = new Image(300, 400);
      img.alt = '';
      const attributes =
        frame.dataset.firstViewPriority === 'high'
          ? { fetchpriority: 'high' }
          : { loading: 'lazy', decoding: 'async', fetchpriority: 'low' };
      for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
      img.src = url;
      frame.replaceChildren(img);
    }
  };
  state.answer.then((body) => {
    const thumbnails = body && typeof body.thumbnails === 'object' ? body.thumbnails : null;
    if (!thumbnails) return;
    // The card image cache the app reads (thumbnailCache.ts), so its cards start with these same images.
    try {
      for (const [id, url] of Object.entries(thumbnails))
        if (typeof url === 'string' && /^https?:\/\//.test(url))
          localStorage.setItem(`starsession.thumbnail.v5.${id}`, JSON.stringify({ url, ts: Date.now() }));
    } catch {
      /* no cache: the app asks again */
    }
    if (blocklistActive) return;
    if (document.readyState !== 'loading') fill(thumbnails);
    else document.addEventListener('readystatechange', () => fill(thumbnails), { once: true });
  });
})();
