// The first-load entry: only the age gate and the CSS. React, the router, the store and
// Firebase arrive in later chunks, after the visitor has confirmed (docs/product-rules.md; first-load budget).
// Must stay the first import: it configures zod before any chunk builds a schema (see zodConfig.ts).
import './app/zodConfig';
import { installStaleChunkRecovery, isStaleChunkError, reloadOnceForStaleChunk } from './app/staleChunkReload';
import { paths } from './config/paths';
import { isDiscreet, showNeutralTab } from './lib/discretion/discreetChoice';
import { fetchAgeStatus, noteStartWithoutAgeStatus, rememberAgeStatus } from './features/ageAssurance/ageStatus';
import { listenForInstallOffer } from './lib/pwa/installOffer';
import { readAgeConfirmedAt, storeAgeConfirmation } from './features/ageGate/ageConfirmation';
import { renderAgeGate } from './features/ageGate/renderAgeGate';
import { isPolicyPath } from './features/policies/policyPaths';
import { firstViewPainted, prefetchStarThumbnails } from './features/dashboard/thumbnailsPrefetch';
import { nextTask } from './lib/scheduling/nextTask';
import { activateLocale, detectLocale, i18n } from './lib/i18n/i18n';
import { msg } from '@lingui/core/macro';
import './styles.css';

// Discreet mode (kept per browser): the neutral tab title and icon before anything else runs; the rest of the
// disguise (the install look) is code loaded only for a browser that chose it.
if (isDiscreet()) {
  showNeutralTab();
  void import('./lib/discretion/disguise').then((disguise) => disguise.applyDiscreet(true));
}

// The visitor's language: its catalog (one small chunk) loads alongside everything else from here on.
const localeReady = activateLocale(detectLocale());

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
installStaleChunkRecovery();
// The browser's install offer can come before the app renders its header entry: kept from here on.
listenForInstallOffer();

/** The service worker and its update notice stay off the first view's path (first-load budget). */
const INSTALLABLE_APP_DELAY_MS = 15_000;
const startInstallableApp = () => void import('./lib/pwa/startInstallableApp');

/** What a page that could not load says, in the visitor's language once its catalog is in (else in English). */
function failedToLoad(detail: string): string {
  if (!i18n.locale) return `The app failed to load. Please reload the page. (${detail})`;
  return i18n._(msg`The app failed to load. Please reload the page. (${detail})`);
}

function startApp(container: HTMLElement) {
  // The store's libraries (Redux Toolkit, React-Redux, React: a chunk of their own) run in a task before the store's
  // modules do, not in one long task with them (TBT).
  import('./app/storeLibraries')
    .then(nextTask)
    .then(() => import('./app/startStore'))
    // The view is asked for once the store's modules have run, so that the browser runs the view's in a task of
    // their own, not in one long task with the store's (TBT); its download overlaps the store's settling. Asking
    // (adding the chunks' preload links) takes a task of its own too.
    .then(({ startStore }) =>
      Promise.all([nextTask().then(() => import('./app/bootstrap')), startStore(), localeReady]),
    )
    .then(async ([{ mountApp }, store]) => {
      // Not in the task that ran the view's modules, when they came last (TBT).
      await nextTask();
      mountApp(container, store);
      // At the person's first action in the app, or a while after it rendered (keyboard users), whichever is first.
      setTimeout(startInstallableApp, INSTALLABLE_APP_DELAY_MS);
      addEventListener('pointerdown', startInstallableApp, { once: true });
    })
    .catch((error: unknown) => showLoadFailure(container, error));
}

function showLoadFailure(container: HTMLElement, error: unknown) {
  if (isStaleChunkError(error) && reloadOnceForStaleChunk()) return;
  // A failed chunk load (e.g. after a deploy) leaves nothing else on screen: say so.
  container.textContent = failedToLoad(String(error));
}

/**
 * The gate's and the verification pages' text waits for the visitor's language, so a French visitor never sees
 * English first. False when the language's catalog did not load (nothing can be said then): the failure shows.
 */
function whenLocaleReady(container: HTMLElement): Promise<boolean> {
  return localeReady.then(
    () => true,
    (error: unknown) => {
      showLoadFailure(container, error);
      return false;
    },
  );
}

/** The longest the first view waits for dashboard.html's first-row images before it goes on anyway. */
const FIRST_VIEW_WAIT_CAP_MS = 1500;

function startWithClickGate(container: HTMLElement) {
  if (readAgeConfirmedAt() !== null) {
    // The dashboard's card images are the largest paint: ask for them alongside the app's chunks.
    if (location.pathname === paths.dashboard || location.pathname === paths.home) prefetchStarThumbnails();
    startApp(container);
  }
  // The query (e.g. a referral link's ?ref=) rides along to the dashboard; the app captures it there. A link to a
  // setup page (a shared preset, docs/product-rules.md#presets) leads to that page, which is what it was shared for.
  else {
    const afterGate = location.pathname.startsWith(paths.config('')) ? location.pathname : paths.dashboard;
    void whenLocaleReady(container).then((ready) => {
      if (ready) renderAgeGate(container, afterGate + location.search, () => startApp(container));
    });
  }
}

// Where the law asks more than a click, the server's age policy decides the first view before any
// media is asked for (docs/age-assurance.md); a visitor with no such law meets the click gate as before.
// The verification pages load only where they are shown (or an age check is returning), so a click-gate
// region's first view does not carry them.
const agePages = () => import('./features/ageAssurance/renderAgeAssurance');
const query = new URLSearchParams(location.search);
const fragment = new URLSearchParams(location.hash.slice(1));
const returning = query.has('age') || fragment.has('state');
const returnedOutcome = returning ? agePages().then((pages) => pages.takeAgeCheckReturn()) : Promise.resolve(null);
function startForAgePolicy(container: HTMLElement) {
  void returnedOutcome.then(async (outcome) => {
    // dashboard.html's own first row paints first; then the status, the app's code and its requests follow.
    await firstViewPainted(FIRST_VIEW_WAIT_CAP_MS);
    const status = await fetchAgeStatus();
    if (status) rememberAgeStatus(status, Date.now());
    if (!status || status.policy === 'block' || (status.policy === 'verify' && !status.verified)) {
      // These pages have no router, yet their document's history may hold the policy pages read before (a
      // route left from them loads afresh, RootLayout): Back or Forward must load what that entry shows.
      addEventListener('popstate', () => location.reload(), { once: true });
      if (!(await whenLocaleReady(container))) return;
    }
    if (!status) (await agePages()).renderAgeStatusFailed(container, () => startForAgePolicy(container));
    else if (status.policy === 'block') (await agePages()).renderNotOffered(container);
    else if (status.policy === 'verify' && !status.verified)
      (await agePages()).renderAgeVerification(container, status, outcome);
    else {
      if (status.policy === 'verify' && status.expiresAt !== null) {
        // The verified check stands for the click gate; when the proof ends, the page asks again.
        if (readAgeConfirmedAt() === null) storeAgeConfirmation(Date.now());
        setTimeout(() => location.reload(), Math.min(status.expiresAt - Date.now(), 2 ** 31 - 1));
      }
      startWithClickGate(container);
    }
  });
}
// The policy pages hold no media: anyone may read them, before the gate and wherever they are. A link from
// them to any other route loads that route afresh (RootLayout), so the status decides there as here.
if (isPolicyPath(location.pathname)) {
  noteStartWithoutAgeStatus();
  startApp(root);
} else startForAgePolicy(root);
