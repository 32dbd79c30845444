import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { isStaleChunkError, reloadOnceForStaleChunk } from './staleChunkReload';

// React renders a failed screen's error page twice when the error came in a concurrent render (a navigation
// is a transition; React retries once synchronously): the second render keeps the first one's decision.
const reloadDecisions = new WeakMap<object, boolean>();

function reloadsForStaleChunk(error: unknown): boolean {
  if (!isStaleChunkError(error)) return false;
  if (typeof error !== 'object' || error === null) return reloadOnceForStaleChunk();
  const decided = reloadDecisions.get(error) ?? reloadOnceForStaleChunk();
  reloadDecisions.set(error, decided);
  return decided;
}

/** An unknown path (no error) or a screen that failed (RouteErrorBoundary passes what it caught). */
export function RouteError({ error }: { error?: unknown }) {
  // A lazy page from before a deploy: reload once into the new version instead of showing an error.
  // (A lazy initialiser runs once per mount; the reload itself is guarded by its own time window.)
  const [reloading] = useState(() => reloadsForStaleChunk(error));
  if (reloading) {
    return (
      <main className="route-error" aria-busy="true">
        <p>
          <Trans>Loading the latest version…</Trans>
        </p>
      </main>
    );
  }
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="route-error">
      <h1>
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      {detail && <p>{detail}</p>}
      <Link to={paths.dashboard} className="button button--primary">
        <Trans>Back to Dashboard</Trans>
      </Link>
    </main>
  );
}
