// The first-load entry: only the age gate and the CSS. React, the router, the store and
// Firebase arrive in later chunks, after the visitor has confirmed (docs/product-rules.md; first-load budget).
// Must stay the first import: it configures zod before any chunk builds a schema (see zodConfig.ts).
import './app/zodConfig';
import { installStaleChunkRecovery, isStaleChunkError, reloadOnceForStaleChunk } from './app/staleChunkReload';
import { paths } from './config/paths';
import { readAgeConfirmedAt } from './features/ageGate/ageConfirmation';
import { renderAgeGate } from './features/ageGate/renderAgeGate';
import { isPolicyPath } from './features/policies/policyPaths';
import { prefetchStarThumbnails } from './features/dashboard/thumbnailsPrefetch';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
installStaleChunkRecovery();

function startApp(container: HTMLElement) {
  import('./app/bootstrap')
    .then(({ mountApp }) => {
      mountApp(container);
    })
    .catch((error: unknown) => {
      if (isStaleChunkError(error) && reloadOnceForStaleChunk()) return;
      // A failed chunk load (e.g. after a deploy) leaves nothing else on screen: say so.
      container.textContent = `The app failed to load. Please reload the page. (${String(error)})`;
    });
}

if (readAgeConfirmedAt() !== null || isPolicyPath(location.pathname)) {
  // (The policy pages hold no media, so they open before the gate is confirmed.)
  // The dashboard's card images are the largest paint: ask for them alongside the app's chunks.
  if (location.pathname === paths.dashboard || location.pathname === paths.home) prefetchStarThumbnails();
  startApp(root);
}
// The query (e.g. a referral link's ?ref=) rides along to the dashboard; the app captures it there.
else renderAgeGate(root, paths.dashboard + location.search, () => startApp(root));
