import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadMessageArea } from '../lib/i18n/i18n';
import lazyAreas from '../locales/lazyAreas.json';
import { SEED_STARS } from '@shared/stars';

// The seeded star list every built document carries (web/scripts/firstView.mjs `withStarCatalogue`), before any
// module reads it.
const starList = document.createElement('script');
starList.type = 'application/json';
starList.id = 'star-catalogue';
starList.textContent = JSON.stringify(SEED_STARS);
document.head.append(starList);

// findBy*/waitFor give up after 1 s by default; with the whole suite sharing two cores a render can take longer than
// that, and a test should fail because something never appears, not because the machine was busy.
configure({ asyncUtilTimeout: 5000 });

// English, from the source messages (compiled at run time in development): the spec's strings, as users read them.
// Every lazily loaded area counts as loaded, as once the app's routes have run: a test that switches language then
// gets the screen's words with the first catalog's (lib/i18n/i18n.ts; the router's own tests load them as the app does).
beforeEach(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  await Promise.all(lazyAreas.map(loadMessageArea));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
