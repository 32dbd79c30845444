import { useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { isStaleChunkError, reloadOnceForStaleChunk } from './staleChunkReload';

export function RouteError() {
  const error = useRouteError();
  // A lazy page from before a deploy: reload once into the new version instead of showing an error.
  // (A lazy initialiser runs once per mount; the reload itself is guarded by its own time window.)
  const [reloading] = useState(() => isStaleChunkError(error) && reloadOnceForStaleChunk());
  if (reloading) {
    return (
      <main className="route-error" aria-busy="true">
        <p>Loading the latest version…</p>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="route-error">
      <h1>Unexpected Application Error!</h1>
      {detail && <p>{detail}</p>}
      <Link to={paths.dashboard} className="button button--primary">
        Back to Dashboard
      </Link>
    </main>
  );
}
