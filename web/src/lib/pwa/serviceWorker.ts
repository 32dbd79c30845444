// Registers the service worker (src/sw.ts) and tells the page when a new version is waiting. Loaded after the
// first view (main.ts), never on its path.
import { Workbox } from 'workbox-window';

/** Built from src/sw.ts by vite-plugin-pwa (web/vite.pwa.ts); firebase.json keeps it from being cached. */
const SERVICE_WORKER_URL = '/sw.js';

/** An installed app can stay open for days: it asks for a new version this often, besides the browser's own checks. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Switches to the waiting version and reloads into it. */
export type ApplyUpdate = () => void;

export function registerServiceWorker(onUpdateWaiting: (applyUpdate: ApplyUpdate) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  // Also fires when a version was already waiting at registration (e.g. it arrived in another tab).
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      // Another tab may have switched already: then there is nothing waiting, and a reload is all it takes.
      void navigator.serviceWorker.getRegistration().then((registration) => {
        if (!registration?.waiting) {
          location.reload();
          return;
        }
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
        workbox.messageSkipWaiting();
      });
    });
  });
  void workbox.register().then(() => {
    setInterval(() => void workbox.update(), UPDATE_CHECK_INTERVAL_MS);
  });
}
