// Firestore collection names, in one place for the server, the web, the rules tests and the seed.
export const COLLECTIONS = {
  users: 'users',
  usernames: 'usernames',
  favorites: 'favorites',
  presets: 'presets',
  history: 'history',
  signupCounters: 'signup_counters',
  redeemCodes: 'redeem_codes',
  affiliates: 'affiliates',
  referrals: 'referrals',
  referralEmails: 'referral_emails',
  referralDays: 'referral_days',
  sessionRuns: 'session_runs',
  purchases: 'purchases',
  purchaseOrders: 'purchase_orders',
  paymentEvents: 'payment_events',
  offerClicks: 'offer_clicks',
  postbacks: 'postbacks',
  rateLimits: 'rate_limits',
  libraryItems: 'library_items',
  // Originals admins upload (one record per file, until processed) and the media they became (renditions in Storage).
  libraryUploads: 'library_uploads',
  storedMedia: 'stored_media',
  /** Perceptual fingerprints of items removed on a report: an upload matching one is refused. */
  removedFingerprints: 'removed_fingerprints',
  /**
   * 18 U.S.C. § 2257 performer records, one per person depicted (docs/product-rules.md#performer-records): the legal
   * name and date of birth sealed, the standing in clear. Its `trail` subcollection records every custodian's view.
   */
  performerRecords: 'performer_records',
  /** uploader_checks/{uid}: an admin's own identity check, needed before they add media (records/uploaderCheck.ts). */
  uploaderChecks: 'uploader_checks',
  // The operator's stars (one document, `current`), edited by admins in the console.
  starCatalogue: 'star_catalogue',
  // Answers every visitor shares, computed ahead (`starCards`: the dashboard's card images), so no instance builds them.
  mediaSnapshots: 'media_snapshots',
  auditEvents: 'audit_events',
  mediaHealth: 'media_health',
  servedVideos: 'served_videos',
  streamBudgets: 'stream_budgets',
  // The app-wide AI budget: `llm_budget/{day}` (an operator's or an older count) and its write shards under it.
  llmBudget: 'llm_budget',
  llmBudgetShards: 'llm_budget_shards',
  // Each user's AI calls of the day (`{uid}_{day}`), against their share of the budget.
  llmUsage: 'llm_usage',
  // Media reports and content-removal requests (the takedown queue), and the items removed from every listing.
  reports: 'reports',
  blockedMedia: 'blocked_media',
  // One document whose number moves with every new block, so instances re-read the list only when it changed.
  blocklistVersion: 'blocklist_version',
  // Age checks counted by month, region and outcome, nothing about who (docs/age-assurance.md).
  ageCheckCounts: 'age_check_counts',
  // Started age checks until their one return: a nonce, a keyed hash of the address bucket, the expiry.
  agePendingChecks: 'age_pending_checks',
} as const;
