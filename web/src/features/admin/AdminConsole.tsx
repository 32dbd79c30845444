import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { matchPath, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { selectAuthStatus, selectAuthUser } from '../../identity/authSlice';
import { useAppSelector } from '../../store/hooks';
import { registerApiErrorMessages } from '../../lib/apiErrors/apiErrorMessage';
import { useGetAdminMeQuery } from './adminApi';
import { ADMIN_API_ERROR_MESSAGES } from './adminApiErrorMessages';

// The console's own error texts join the error display once the console's code is loaded (before any page of it).
registerApiErrorMessages(ADMIN_API_ERROR_MESSAGES);

/** The console's pages, in the navigation's order; each names its link and its tab title. */
const CONSOLE_PAGES: readonly { to: string; label: MessageDescriptor; only?: 'reviewer' | 'custodian' }[] = [
  { to: paths.admin, label: msg({ message: 'Overview', comment: "The admin console's first page: stats and forms" }) },
  { to: paths.adminReports, label: msg`Reports` },
  { to: paths.adminStars, label: msg`Stars` },
  { to: paths.adminLibrary, label: msg`Media library` },
  {
    to: paths.adminReview,
    label: msg({ message: 'Review', comment: 'The console page where reviewers approve or reject new media' }),
    only: 'reviewer',
  },
  {
    to: paths.adminRecords,
    label: msg({ message: 'Records', comment: 'The console page of the custodian of performer records' }),
    only: 'custodian',
  },
  { to: paths.adminAgeChecks, label: msg`Age checks` },
];

/**
 * The navigation; the review queue's link only for reviewers, the records' only for the custodian (their pages tell
 * anyone else they are not theirs).
 */
function ConsoleNav({ roles }: { roles: { reviewer: boolean; custodian: boolean } }) {
  const { i18n, t } = useLingui();
  return (
    <nav className="admin-nav" aria-label={t({ message: 'Admin console', comment: "The admin pages' navigation" })}>
      <ul>
        {CONSOLE_PAGES.filter((page) => !page.only || roles[page.only]).map(({ to, label }) => (
          <li key={to}>
            {/* `end`: the overview's link is not the current page on the console's other pages. */}
            <NavLink to={to} end>
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Reports · Admin" on a console page, "Admin" on the overview (usePageTitle adds the app's name). */
function useConsoleTitle(): string {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const admin = t({ message: 'Admin', comment: "The admin page's title" });
  const page = CONSOLE_PAGES.find(
    ({ to }) => to !== paths.admin && matchPath({ path: to, end: false }, pathname) !== null,
  );
  return page === undefined ? admin : `${i18n._(page.label)} · ${admin}`;
}

/**
 * /admin and its pages (a layout route): sign-in required, and the server's admin check decides for every page at
 * once; non-admins go to /dashboard. Admins get the console's navigation above the page.
 */
export function AdminConsole() {
  const location = useLocation();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const me = useGetAdminMeQuery(user?.uid ?? '', { skip: !user });
  usePageTitle(useConsoleTitle());

  if (status === 'signedOut') return <Navigate to={paths.account} replace state={{ from: location }} />;
  if (status === 'loading' || me.isLoading || me.isUninitialized)
    return (
      <p role="status" className="page-status">
        <Trans>Loading...</Trans>
      </p>
    );
  if (!me.data)
    return (
      <div className="admin">
        <h1>
          <Trans comment="The admin page's title">Admin</Trans>
        </h1>
        <p role="alert" className="form-error">
          <Trans>Failed to load admin state</Trans>
        </p>
      </div>
    );
  if (!me.data.admin) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="admin">
      <ConsoleNav roles={me.data} />
      {/* A page opened by its address keeps the navigation while its code loads; moving between pages is a
          transition (app/AppRouter.tsx), so the old page stays until the new one is in. */}
      <Suspense
        fallback={
          <p role="status" className="page-status">
            <Trans>Loading...</Trans>
          </p>
        }
      >
        <Outlet />
      </Suspense>
    </div>
  );
}
