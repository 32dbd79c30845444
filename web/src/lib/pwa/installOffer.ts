// The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers only), kept from the first
// script on: it can come before the app has rendered. While an offer is held, <html data-install-offer> shows the
// header's 'Install app' entry (styles.css; a class rule rather than React state keeps this off the first view's
// JS budget); elsewhere (Safari, Firefox, an installed app) there is no offer and no entry.

/** The event's one method used here; not in TypeScript's DOM types. */
interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallOffer | null = null;

/** Holds an offer, or none (installed, or used: an offer can be used once). */
export function holdInstallOffer(next: Event | null): void {
  offer = next as InstallOffer | null;
  document.documentElement.toggleAttribute('data-install-offer', offer !== null);
}

export function listenForInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // The page's own entry asks instead of the browser's banner.
    event.preventDefault();
    holdInstallOffer(event);
  });
}

/** Shows the browser's install dialog; the entry goes either way. */
export function acceptInstallOffer(): void {
  const taken = offer;
  holdInstallOffer(null);
  void taken?.prompt();
}
