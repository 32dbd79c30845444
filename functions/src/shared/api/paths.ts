// Every endpoint path, once, for the web client and the server tests (routers mount under '/api').

export const API_PATHS = {
  health: '/api/health',
  listing: '/api/reddit/listing',
  videoResolve: '/api/redgifs/resolve',
  referralInfo: '/api/referrals/info',
  referralClaim: '/api/referrals/claim',
  redeem: '/api/redeem',
  claim: '/api/claim',
  contentLockerComplete: '/api/contentlocker/complete',
  contentLockerClick: '/api/contentlocker/click',
  affiliateMe: '/api/affiliates/me',
  adminMe: '/api/admin/me',
  adminStats: '/api/admin/stats',
  adminAssignAffiliate: '/api/admin/affiliates/assign',
  llmPlan: '/api/llm/plan',
  llmChunk: '/api/llm/chunk',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];
