/* global window, document, Image -- runs in the browser, inline in dashboard.html's head. */
// Before any app JS, for a visitor who confirmed the age gate (the rule main.ts reads) and whose last
// age status here allowed media (main.ts notes it; none where a check is missing or media are not offered):
// show the build-time dashboard and ask the server for the card images at once. The server still decides
// (451 without a valid proof where one is needed); only its answer puts an image in a card frame. When a click-gate
// status's hint has run out (back after a week), it still asks, and shows the dashboard only once the server
// answers with the cards: the answer itself says media are allowed here, with no status round trip first.
// The answer waits in window.__starsessionFirstView for the app (features/dashboard/thumbnailsPrefetch.ts).
// The CSP allows exactly this text by its hash (scripts/lib/csp.mjs); firstView.test.mjs holds the keys.
// Where a blocklist is in force on this device (the app keeps the flag), it still asks but shows no image:
// only the app knows which of them the blocklist hides (docs/product-rules.md#blocklist).
(() => {
  let blocklistActive = false;
  let hinted = false;
  try {
    blocklistActive = localStorage.getItem('starsession.blocklistActive') === '1';
    const confirmedAt = Number(localStorage.getItem('starsession.ageConfirmedAt'));
    const mediaUntil = Number(localStorage.getItem('starsession.firstViewMediaUntil'));
    hinted = mediaUntil > Date.now();
    const clickRegion = localStorage.getItem('starsession.firstViewClickRegion') === '1';
    if (!(Number.isFinite(confirmedAt) && confirmedAt > 0 && (hinted || clickRegion))) return;
  } catch {
    return;
  }
  const showDashboard = () => document.documentElement.classList.add('first-view-confirmed');
  if (hinted) showDashboard();
  const state = { answer: null };
  state.answer = fetch('/api/stars/thumbnails', { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : undefined))
    .catch(() => undefined);
  window.__starsessionFirstView = state;
  // An image's renditions as the app's check takes them (parseCardRenditions): all valid, else none.
  const renditionsOf = (list) =>
    Array.isArray(list) &&
    list.length > 0 &&
    list.every((r) => /^https?:\/\/[^\s,]+$/.test(r?.url) && Number.isInteger(r.width) && r.width > 0)
      ? list
          .map(({ url, width }) => ({ url, width }))
          .sort((a, b) => a.width - b.width)
          .filter((r, i, all) => i === 0 || r.width !== all[i - 1].width)
      : null;
  const fill = (thumbnails, renditions, priority) => {
    const sizes = document.querySelector('[data-card-sizes]')?.dataset.cardSizes;
    for (const frame of document.querySelectorAll(`[data-first-view-priority="${priority}"]`)) {
      const url = thumbnails[frame.dataset.firstViewStar];
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
      const img = new Image(300, 400);
      img.alt = '';
      const attributes =
        priority === 'high' ? { fetchpriority: 'high' } : { loading: 'lazy', decoding: 'async', fetchpriority: 'low' };
      // StarCard's srcset and sizes, so React's image is this one from the memory cache.
      const sources = renditions.get(frame.dataset.firstViewStar);
      if (sources && sizes) {
        attributes.srcset = sources.map((r) => `${r.url} ${r.width}w`).join(', ');
        attributes.sizes = sizes;
      }
      for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
      img.src = url;
      frame.replaceChildren(img);
    }
  };
  state.answer.then((body) => {
    const thumbnails = body && typeof body.thumbnails === 'object' ? body.thumbnails : null;
    if (!thumbnails) return;
    if (!hinted) showDashboard();
    const renditions = new Map();
    const cacheEntries = [];
    for (const [id, url] of Object.entries(thumbnails)) {
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
      const sources = renditionsOf(Object.hasOwn(body.renditions ?? {}, id) ? body.renditions[id] : null);
      if (sources) renditions.set(id, sources);
      cacheEntries.push([id, sources ? { url, renditions: sources } : { url }]);
    }
    // One step per task, so that none holds the main thread long (TBT): the first row's images (the largest
    // paint), the other cards' (lazy, mostly out of view), then the card image cache the app reads
    // (thumbnailCache.ts), so its cards start with these same images.
    const steps = blocklistActive
      ? []
      : [() => fill(thumbnails, renditions, 'high'), () => fill(thumbnails, renditions, 'low')];
    steps.push(() => {
      for (const [id, entry] of cacheEntries) {
        try {
          localStorage.setItem(`starsession.thumbnail.v5.${id}`, JSON.stringify({ ...entry, ts: Date.now() }));
        } catch {
          /* no cache: the app asks again */
        }
      }
    });
    const next = () => {
      steps.shift()();
      if (steps.length > 0) setTimeout(next);
    };
    if (document.readyState !== 'loading') next();
    else document.addEventListener('readystatechange', next, { once: true });
  });
})();
