import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** `/` → `/dashboard`, keeping the query (a referral link is `/?ref=<uid>`) and the hash. */
function HomeRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.dashboard, search, hash }} replace />;
}

// Screens other than the dashboard load on demand, each in its own chunk.
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      {
        path: paths.auth,
        lazy: async () => ({ Component: (await import('../features/auth/AuthModal')).AuthModal }),
      },
      {
        path: paths.account,
        lazy: async () => ({ Component: (await import('../features/auth/AuthModal')).AuthModal }),
      },

      // ---- Public screens of other features (premium, favourites, config, session): add here. ----
      {
        path: paths.premium,
        lazy: async () => ({ Component: (await import('../features/premium/PremiumPage')).PremiumPage }),
      },
      {
        path: paths.premiumComplete,
        lazy: async () => ({
          Component: (await import('../features/premium/PremiumCompletePage')).PremiumCompletePage,
        }),
      },
      {
        path: paths.favorites,
        lazy: async () => ({ Component: (await import('../features/favorites/FavoritesPage')).FavoritesPage }),
      },
      {
        path: '/config/:starId',
        lazy: async () => {
          const { ConfigPage } = await import('../features/setup/ConfigPage');
          // The session screen is the setup page's one next step: its code loads while the visitor chooses,
          // so Start shows media without waiting for it (a failure here is retried by the session route).
          void import('../features/session/SessionPage').catch(() => undefined);
          return { Component: ConfigPage };
        },
      },
      {
        path: '/session/:starId',
        lazy: async () => ({ Component: (await import('../features/session/SessionPage')).SessionPage }),
      },
      {
        path: paths.blocklist,
        lazy: async () => ({ Component: (await import('../features/account/BlocklistPage')).BlocklistPage }),
      },
      // Policy pages: open to everyone, before the age gate too (RootLayout, main.ts).
      {
        path: paths.terms,
        lazy: async () => ({ Component: (await import('../features/policies/PolicyPage')).TermsPage }),
      },
      {
        path: paths.privacy,
        lazy: async () => ({ Component: (await import('../features/policies/PolicyPage')).PrivacyPage }),
      },
      {
        path: paths.contentRemoval,
        lazy: async () => ({
          Component: (await import('../features/policies/ContentRemovalPage')).ContentRemovalPage,
        }),
      },

      {
        // Sign-in required: a signed-out visitor is sent to /account with state { from }.
        element: <RequireAuth />,
        children: [
          {
            path: paths.profile,
            lazy: async () => ({ Component: (await import('../features/account/ProfilePage')).ProfilePage }),
          },
          // ---- Protected screens of other features (admin): add here. ----
          {
            path: paths.admin,
            lazy: async () => ({ Component: (await import('../features/admin/AdminPage')).AdminPage }),
          },
        ],
      },
      { path: '*', element: <RouteError /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
