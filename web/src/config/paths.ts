// The one list of routes; components build links from here, never from string literals.
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  premium: '/premium',
  premiumComplete: '/premium-complete',
  favorites: '/pages/favorites',
  config: (starId: string) => `/config/${encodeURIComponent(starId)}`,
  session: (starId: string) => `/session/${encodeURIComponent(starId)}`,
  auth: '/auth',
  account: '/account',
  profile: '/profile',
  /** The blocklist editor: this device's copy signed out, the account's signed in. */
  blocklist: '/hidden',
  /** The admin console: its overview, then one page per area (features/admin/AdminConsole.tsx). */
  admin: '/admin',
  adminReports: '/admin/reports',
  adminLibrary: '/admin/library',
  adminStars: '/admin/stars',
  adminReview: '/admin/review',
  /** Performer records (the custodian of records only) and one record's page. */
  adminRecords: '/admin/records',
  adminRecord: '/admin/records/:id',
  adminAgeChecks: '/admin/age-checks',
  // Policy pages: readable before the age gate is confirmed (they hold no media).
  terms: '/terms',
  privacy: '/privacy',
  contentRemoval: '/content-removal',
  /** The 18 U.S.C. § 2257 records-keeping statement (a policy page). */
  recordsStatement: '/2257',
} as const;
