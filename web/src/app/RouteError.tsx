import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
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
