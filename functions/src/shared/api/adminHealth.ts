import { z } from 'zod';

// The admin page's audit and media-health sections: what the server records and how it answers.

/** Every kind of audited event; the last three are refusals. */
export const AUDIT_KINDS = [
  'premium_grant',
  'premium_revoke',
  'library_review',
  'referral_refused',
  'postback_rejected',
  'rate_limited',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_REFUSAL_KINDS = [
  'referral_refused',
  'postback_rejected',
  'rate_limited',
] as const satisfies readonly AuditKind[];

/** How many recent refusals the admin page lists. */
export const AUDIT_RECENT_MAX = 10;

const count = z.number().int().nonnegative();
const isoTime = z.string();

const auditEventSchema = z.object({
  kind: z.enum(AUDIT_KINDS),
  uid: z.string().nullable(),
  reason: z.string(),
  at: isoTime,
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const adminAuditResponseSchema = z.object({
  ok: z.literal(true),
  /** The window's start: the last 24 hours. */
  since: isoTime,
  counts: z.record(z.enum(AUDIT_KINDS), count),
  recentRefusals: z.array(auditEventSchema).max(AUDIT_RECENT_MAX),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

/** One media source over the last 24 hours (hourly counters summed over every instance). */
const mediaSourceHealthSchema = z.object({
  provider: z.string(),
  /** Requests the cache was asked for. */
  lookups: count,
  /** Cache misses that went to the source. */
  loads: count,
  /** Loads that ended without a usable answer (network, timeout, upstream error, 429). */
  failures: count,
  /** HTTP 429 answers from the upstream (each attempt counts). */
  rateLimited: count,
  lastSuccessAt: isoTime.nullable(),
  lastFailureAt: isoTime.nullable(),
  /** failures / loads; null before any load. */
  errorRate: z.number().min(0).max(1).nullable(),
  /** (lookups - loads) / lookups; null before any lookup. */
  cacheHitRate: z.number().min(0).max(1).nullable(),
});
export type MediaSourceHealth = z.infer<typeof mediaSourceHealthSchema>;

export const adminMediaHealthResponseSchema = z.object({
  ok: z.literal(true),
  since: isoTime,
  sources: z.array(mediaSourceHealthSchema),
});
export type AdminMediaHealthResponse = z.infer<typeof adminMediaHealthResponseSchema>;

/** What the admin page says once today's AI budget is spent. */
export const AI_BUDGET_REACHED = 'AI budget reached for today: built-in lines in use';

/** Today's (UTC) AI provider spend against the app-wide daily budget (docs/product-rules.md "AI budget"). */
export const adminAiBudgetResponseSchema = z.object({
  ok: z.literal(true),
  day: z.string(),
  calls: count,
  tokens: count,
  callLimit: count,
  /** True once today's calls are spent: the built-in lines answer until the day changes. */
  reached: z.boolean(),
});
export type AdminAiBudgetResponse = z.infer<typeof adminAiBudgetResponseSchema>;
