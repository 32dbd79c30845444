/// <reference lib="webworker" />
// The service worker (docs/architecture.md "Installable app"), built by vite-plugin-pwa (injectManifest) into
// /sw.js. It keeps the offline page and the install icons, nothing else: pages always come from the network (a
// new deploy, sign-in state and listings are never served stale), and media, listings and /api are not touched at
// all, so nothing signed-in or explicit ever lands in Cache Storage.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_URL } from './config/pwa';
import { SKIP_WAITING_MESSAGE } from './lib/pwa/messages';

declare const self: ServiceWorkerGlobalScope;

/** Chromium's static routing (Chrome 123+), not yet in TypeScript's worker types. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: object[]) => Promise<void>;
}

// Everything but navigations and the offline page's own script goes straight to the network without waking this
// worker, so media, listings, /api and the app's chunks never wait for it. Browsers without static routing send
// them through the fetch event, where no route below matches and the network answers as if there were no worker.
self.addEventListener('install', (event: RoutingInstallEvent) => {
  const routes = event.addRoutes?.([
    { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
    { condition: { urlPattern: { pathname: '/offline.js' } }, source: 'fetch-event' },
    { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
  ]);
  if (routes) event.waitUntil(routes.catch(() => undefined));
});

// The page's request starts while the worker boots, so a worker in front of navigations costs no round trip.
enableNavigationPreload();
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        // Only a failed network gets here; an HTTP error page from the server is passed on as it is.
        return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
      }
    },
    // The API and Firebase's reserved /__/ pages (auth handler) are not the app's pages.
    { denylist: [/^\/api\//, /^\/__\//] },
  ),
);

// index.html is in the list so that every deploy changes this file (the page then offers the reload); it is never
// served from here: navigations take the route above, and no page asks for /index.html by name.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new version waits until the person chooses Reload (lib/pwa/serviceWorker.ts), so an open session is never
// switched to new code under it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
