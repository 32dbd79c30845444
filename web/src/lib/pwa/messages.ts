// What the page says to the service worker (src/sw.ts): workbox-window's messageSkipWaiting() sends this type.
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
