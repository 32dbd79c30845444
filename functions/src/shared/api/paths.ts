// Every endpoint path, once, for the web client and the server tests (routers mount under '/api').

export const API_PATHS = {
  health: '/api/health',
  listing: '/api/reddit/listing',
  /** One card-size image per star, for the dashboard. */
  starThumbnails: '/api/stars/thumbnails',
  /** The stars on offer, in order (operator data; the first documents carry the seeded list until it answers). */
  starCatalogue: '/api/stars',
  /** Admins: every star; POST adds one; `${adminStars}/{id}` (PUT) edits or retires one; `/order` orders them. */
  adminStars: '/api/admin/stars',
  adminStarsOrder: '/api/admin/stars/order',
  videoResolve: '/api/redgifs/resolve',
  /** `${videoStream}/{id}?q=hd|sd`: same-origin bytes when the host's URLs cannot be relayed. */
  videoStream: '/api/redgifs/stream',
  referralInfo: '/api/referrals/info',
  referralClaim: '/api/referrals/claim',
  /** A session's start, heartbeats and finish, timed by the server (a referral counts after one; docs/product-rules.md). */
  sessionRunStart: '/api/sessions/start',
  /** While a session plays (SESSION_HEARTBEAT_INTERVAL_MS): only heartbeats by the server's clock make played time. */
  sessionRunBeat: '/api/sessions/heartbeat',
  sessionRunFinish: '/api/sessions/finish',
  redeem: '/api/redeem',
  claim: '/api/claim',
  contentLockerComplete: '/api/contentlocker/complete',
  contentLockerClick: '/api/contentlocker/click',
  contentLockerPostback: '/api/contentlocker/postback',
  purchaseLink: '/api/purchase/link',
  verotelPostback: '/api/purchase/verotel/postback',
  affiliateMe: '/api/affiliates/me',
  adminMe: '/api/admin/me',
  adminStats: '/api/admin/stats',
  adminLibrary: '/api/admin/library',
  adminLibraryImport: '/api/admin/library/import',
  adminLibraryUploads: '/api/admin/library/uploads',
  /** Reviewers: the items waiting, oldest first; `${adminReview}/{id}` (POST) approves or rejects one. */
  adminReview: '/api/admin/review',
  /**
   * Performer records (docs/product-rules.md#performer-records). GET: every record's stage names and standing (admins,
   * to name the people in an item); POST adds one (custodian). `${adminPerformerRecords}/{id}` (custodian): the whole
   * record; `/id-check` starts and `/id-check/finish` ends its ID check; `/documents` holds its ID images and signed
   * release; `/export` downloads it; `/withdraw` records withdrawn consent. Every custodian view is audited.
   */
  adminPerformerRecords: '/api/admin/performer-records',
  /**
   * The caller's own identity check, which every admin passes before adding media (docs/product-rules.md
   * #performer-records). GET: its state; POST starts it; `adminUploaderCheckFinish` ends it.
   */
  adminUploaderCheck: '/api/admin/uploader-check',
  adminUploaderCheckFinish: '/api/admin/uploader-check/finish',
  adminAssignAffiliate: '/api/admin/affiliates/assign',
  adminAudit: '/api/admin/audit',
  adminMediaHealth: '/api/admin/media-health',
  adminAiBudget: '/api/admin/ai-budget',
  /** The signed-in user's consent, data export and account deletion (docs/product-rules.md). */
  accountConsent: '/api/account/consent',
  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',
  /** Reports of a panel's media and public content-removal requests (the takedown queue). */
  reports: '/api/reports',
  /** Which of the caller's favourites were taken down (the favourites page leaves them out). */
  favoritesRemoved: '/api/favorites/removed',
  adminReports: '/api/admin/reports',
  adminReportDecision: '/api/admin/reports/decide',
  /** One lane's open reports a page at a time (`?lane=&after=`), and the dismissal of many at once. */
  adminReportsOpen: '/api/admin/reports/open',
  adminReportsDismiss: '/api/admin/reports/dismiss',
  /** `?month=YYYY-MM`: that month's reports and decisions as CSV (the processor's monthly report). */
  adminReportsExport: '/api/admin/reports/export',
  /** The operator's name and contact for the policy pages. */
  siteOperator: '/api/site/operator',
  llmPlan: '/api/llm/plan',
  llmChunk: '/api/llm/chunk',
  /** Age assurance (docs/age-assurance.md): this browser's policy and proof, the start, the provider's return. */
  ageStatus: '/api/age/status',
  ageStart: '/api/age/start',
  ageReturn: '/api/age/return',
  adminAgeChecks: '/api/admin/age-checks',
} as const;
