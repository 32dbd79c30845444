// Firestore collection names, in one place for the server, the rules tests and the seed.
export const COLLECTIONS = {
  users: 'users',
  usernames: 'usernames',
  favorites: 'favorites',
  signupCounters: 'signup_counters',
  redeemCodes: 'redeem_codes',
  affiliates: 'affiliates',
  referrals: 'referrals',
  purchases: 'purchases',
  purchaseOrders: 'purchase_orders',
  paymentEvents: 'payment_events',
  offerClicks: 'offer_clicks',
  postbacks: 'postbacks',
  rateLimits: 'rate_limits',
  libraryItems: 'library_items',
} as const;
