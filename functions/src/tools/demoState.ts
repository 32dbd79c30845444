// The seeded demo state that `npm start` and the emulator tests begin from. The README lists these
// exact values for people trying the app, so change them only together with it.

export const DEMO_PASSWORD = 'DemoPass-2026!';

export interface DemoAccount {
  email: string;
  displayName: string;
  username: string;
  emailVerified: boolean;
  premium: boolean;
  admin?: boolean;
  /** An admin who also reviews (publishes) library items. */
  reviewer?: boolean;
  /** An admin who also keeps the performer records (the custodian of records). */
  custodian?: boolean;
  affiliateRatePct?: number;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'free@demo.test', displayName: 'Free Demo', username: 'free_demo', emailVerified: true, premium: false },
  {
    email: 'unverified@demo.test',
    displayName: 'Unverified Demo',
    username: 'unverified_demo',
    emailVerified: false,
    premium: false,
  },
  {
    email: 'premium@demo.test',
    displayName: 'Premium Demo',
    username: 'premium_demo',
    emailVerified: true,
    premium: true,
  },
  {
    email: 'admin@demo.test',
    displayName: 'Admin Demo',
    username: 'admin_demo',
    emailVerified: true,
    premium: true,
    admin: true,
    reviewer: true,
    custodian: true,
  },
  {
    // A second reviewer: an item cannot be approved by the admin who added it (the demo admin uploads; this one
    // publishes, as the seed does for the demo library).
    email: 'reviewer@demo.test',
    displayName: 'Reviewer Demo',
    username: 'reviewer_demo',
    emailVerified: true,
    premium: false,
    admin: true,
    reviewer: true,
  },
  {
    email: 'affiliate@demo.test',
    displayName: 'Affiliate Demo',
    username: 'affiliate_demo',
    emailVerified: true,
    premium: false,
    affiliateRatePct: 10,
  },
];

export const DEMO_REDEEM_CODES: readonly string[] = Array.from(
  { length: 10 },
  (_, i) => `DEMO-CODE-${String(i + 1).padStart(4, '0')}`,
);

/** The fictional person the seeded demo media name (a performer record with a passed demo ID check). */
export const DEMO_PERFORMER_STAGE_NAME = 'Demo Performer';

/** Who the demo admin says they are for their own uploader check: a fictional adult, like every demo person. */
export const DEMO_UPLOADER_IDENTITY = { legalName: 'Demo Admin (fictional)', dateOfBirth: '1985-05-05' } as const;
