// The installable app's page side, loaded after the first view (main.ts): the service worker's registration and,
// once a new version waits, the update notice. Importing this module starts it; a module runs once, however often
// main.ts asks for it (a click, then its timer).
import { holdInstallOffer } from './installOffer';
import { registerServiceWorker } from './serviceWorker';
import { showUpdateNotice } from './updateNotice';

// Installed through the browser's own menu: the header's entry has nothing left to offer.
addEventListener('appinstalled', () => holdInstallOffer(null));
let shown = false;
registerServiceWorker((applyUpdate) => {
  if (shown) return;
  shown = true;
  showUpdateNotice(applyUpdate);
});
