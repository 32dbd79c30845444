import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { selectAuthStatus } from '../identity/authSlice';
import { useAppSelector } from '../store/hooks';

/** Protected routes: a signed-out visitor goes to /account, carrying where they wanted to go. */
/** As a layout route (no children) it renders the matched child route. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === 'loading') {
    return (
      <p role="status" className="page-status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (status === 'signedOut') return <Navigate to={paths.account} replace state={{ from: location }} />;
  return children === undefined ? <Outlet /> : <>{children}</>;
}
