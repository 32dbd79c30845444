// The offline page's one behaviour (offline.html, precached by src/sw.ts): back to the page the person asked for
// as soon as the site answers again. The 'online' event alone is not enough: it can fire before the network is
// usable (a radio waking up, a captive portal) and then nothing fires again, so while the page is shown it also
// asks the site itself every few seconds, and reloads only once the site has answered.
/* global window, document */
const RETRY_EVERY_MS = 5000;
let asking = false;

function reloadOnceTheSiteAnswers() {
  if (asking || document.visibilityState !== 'visible') return;
  asking = true;
  // Not through the service worker (its static routes send this straight to the network) and not from the cache.
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    .then((response) => {
      if (response.ok) window.location.reload();
    })
    .catch(() => undefined)
    .finally(() => {
      asking = false;
    });
}

window.addEventListener('online', reloadOnceTheSiteAnswers);
setInterval(reloadOnceTheSiteAnswers, RETRY_EVERY_MS);
