// Whether the site can be reached, for the layout's offline notice (docs/architecture.md "Installable app").
// A navigation inside the app requests no document, so the service worker's offline page never answers it: the
// app says it itself. The browser's word is taken when it goes offline, but not when it says it is back (the
// 'online' event can come before the network is usable) nor from navigator.onLine alone (it can say offline
// where the site answers, e.g. with only a loopback or VPN link): the site itself is asked, as the offline page
// does (web/public/offline.js), and the app's own requests count too (store/apiSlice.ts).

/** How often the site is asked again while it cannot be reached (only then: an online app never asks). */
export const RECHECK_EVERY_MS = 5000;

let unreachable = false;
let asking = false;
let recheck: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function setUnreachable(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  if (next) {
    recheck ??= setInterval(() => {
      if (document.visibilityState === 'visible') void askTheSite();
    }, RECHECK_EVERY_MS);
  } else {
    clearInterval(recheck);
    recheck = undefined;
  }
  for (const listener of listeners) listener();
}

/** A request to the site failed without an answer (no network, site unreachable). */
export function reportNetworkFailure(): void {
  setUnreachable(true);
}

/**
 * An app request got an answer. While the site is believed unreachable that answer proves nothing: the browser's
 * HTTP cache answers fresh responses offline too. So the site is asked past every cache before the notice goes.
 */
export function reportRequestAnswered(): void {
  if (unreachable) void askTheSite();
}

/** Asks the site for the current page's headers, past every cache; the answer (or its absence) decides. */
export async function askTheSite(): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    setUnreachable(false);
  } catch {
    reportNetworkFailure();
  } finally {
    asking = false;
  }
}

/**
 * Called on each in-app navigation: when the browser believes it is offline, the site is asked (cheap: without
 * a link the request fails at once), since a screen shown from memory would otherwise say nothing.
 */
export function checkIfBrowserSaysOffline(): void {
  if (!navigator.onLine) void askTheSite();
}

export function isSiteUnreachable(): boolean {
  return unreachable;
}

function askWhenBrowserIsBack(): void {
  void askTheSite();
}

/** For useSyncExternalStore; the browser's events are listened to while anyone listens here. */
export function subscribeToSiteConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener('offline', reportNetworkFailure);
    addEventListener('online', askWhenBrowserIsBack);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener('offline', reportNetworkFailure);
    removeEventListener('online', askWhenBrowserIsBack);
  };
}
