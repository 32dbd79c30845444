// The offline page's one behaviour (offline.html, precached by src/sw.ts): back to the page the person asked for
// as soon as the network returns.
/* global window */
window.addEventListener('online', () => window.location.reload());
