import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { loadMessageArea, type LazyMessageArea } from '../lib/i18n/i18n';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** `/` → `/dashboard`, keeping the query (a referral link is `/?ref=<uid>`) and the hash. */
function HomeRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.dashboard, search, hash }} replace />;
}

// Screens other than the dashboard load on demand, each in its own chunk, with their words in the visitor's
// language (lib/i18n: an area's messages are not in the first catalog). RootLayout's Suspense shows a loading line
// on a first view that starts on one of them; a navigation keeps the old screen until it is in.
function screen(areas: LazyMessageArea[], load: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Screen] = await Promise.all([load(), ...areas.map(loadMessageArea)]);
    return { default: Screen };
  });
}
const AuthModal = lazy(async () => ({ default: (await import('../features/auth/AuthModal')).AuthModal }));
const PremiumPage = screen(['premium'], async () => (await import('../features/premium/PremiumPage')).PremiumPage);
const PremiumCompletePage = screen(
  ['premium'],
  async () => (await import('../features/premium/PremiumCompletePage')).PremiumCompletePage,
);
const FavoritesPage = screen(
  ['favorites'],
  async () => (await import('../features/favorites/FavoritesPage')).FavoritesPage,
);
const ConfigPage = screen(['setup'], async () => {
  const { ConfigPage } = await import('../features/setup/ConfigPage');
  // The session screen is the setup page's one next step: its code and words load while the visitor chooses,
  // so Start shows media without waiting for them (a failure here is retried by the session route).
  void import('../features/session/SessionPage').catch(() => undefined);
  void loadMessageArea('session').catch(() => undefined);
  return ConfigPage;
});
const SessionPage = screen(['session'], async () => (await import('../features/session/SessionPage')).SessionPage);
const BlocklistPage = screen(
  ['account'],
  async () => (await import('../features/account/BlocklistPage')).BlocklistPage,
);
const TermsPage = screen(['policies'], async () => (await import('../features/policies/PolicyPage')).TermsPage);
const PrivacyPage = screen(['policies'], async () => (await import('../features/policies/PolicyPage')).PrivacyPage);
const RecordsStatementPage = screen(
  ['policies'],
  async () => (await import('../features/policies/PolicyPage')).RecordsStatementPage,
);
const ContentRemovalPage = screen(
  ['policies'],
  async () => (await import('../features/policies/ContentRemovalPage')).ContentRemovalPage,
);
// The profile shows Premium's redeem form (features/premium/RedeemCard.tsx).
const ProfilePage = screen(
  ['account', 'premium'],
  async () => (await import('../features/account/ProfilePage')).ProfilePage,
);
// The admin console: its layout (the admin check and the navigation), then each page in a chunk of its own.
const AdminConsole = screen(['admin'], async () => (await import('../features/admin/AdminConsole')).AdminConsole);
const AdminPage = screen(['admin'], async () => (await import('../features/admin/AdminPage')).AdminPage);
const ReportsQueue = screen(['admin'], async () => (await import('../features/admin/ReportsQueue')).ReportsQueue);
const MediaLibrary = screen(['admin'], async () => (await import('../features/admin/MediaLibrary')).MediaLibrary);
const StarsPage = screen(['admin'], async () => (await import('../features/admin/stars/StarsPage')).StarsPage);
const ReviewPage = screen(['admin'], async () => (await import('../features/admin/review/ReviewPage')).ReviewPage);
const RecordsPage = screen(['admin'], async () => (await import('../features/admin/records/RecordsPage')).RecordsPage);
const RecordPage = screen(['admin'], async () => (await import('../features/admin/records/RecordPage')).RecordPage);
const AgeChecksPage = screen(['admin'], async () => (await import('../features/admin/AgeChecksPage')).AgeChecksPage);

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.auth, element: <AuthModal /> },
      { path: paths.account, element: <AuthModal /> },

      // ---- Public screens of other features (premium, favourites, config, session): add here. ----
      { path: paths.premium, element: <PremiumPage /> },
      { path: paths.premiumComplete, element: <PremiumCompletePage /> },
      { path: paths.favorites, element: <FavoritesPage /> },
      { path: '/config/:starId', element: <ConfigPage /> },
      { path: '/session/:starId', element: <SessionPage /> },
      { path: paths.blocklist, element: <BlocklistPage /> },
      // Policy pages: open to everyone, before the age gate too (RootLayout, main.ts).
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.contentRemoval, element: <ContentRemovalPage /> },
      { path: paths.recordsStatement, element: <RecordsStatementPage /> },

      {
        // Sign-in required: a signed-out visitor is sent to /account with state { from }.
        element: <RequireAuth />,
        children: [
          { path: paths.profile, element: <ProfilePage /> },
          // ---- Protected screens of other features (admin): add here. ----
          {
            // The admin check guards every console page here; an unknown /admin/… is the catch-all below.
            path: paths.admin,
            element: <AdminConsole />,
            children: [
              { index: true, element: <AdminPage /> },
              { path: paths.adminReports, element: <ReportsQueue /> },
              { path: paths.adminStars, element: <StarsPage /> },
              { path: paths.adminLibrary, element: <MediaLibrary /> },
              { path: paths.adminReview, element: <ReviewPage /> },
              { path: paths.adminRecords, element: <RecordsPage /> },
              { path: paths.adminRecord, element: <RecordPage /> },
              { path: paths.adminAgeChecks, element: <AgeChecksPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <RouteError /> },
    ],
  },
];

/** The app's screens, inside an AppRouter (bootstrap) or a test's router. */
export function AppRoutes() {
  const location = useLocation();
  const screen = useRoutes(appRoutes);
  // Above RootLayout, as the data router's root errorElement was: a failed screen replaces the whole layout.
  return <RouteErrorBoundary location={location}>{screen}</RouteErrorBoundary>;
}
