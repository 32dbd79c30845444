import { z } from 'zod';
import { ADMIN_TARGET_MAX } from '../../constants.js';
import { affiliateRateInputSchema } from '../../validation/affiliateRate.js';
import { requiredText } from '../fields.js';
import { ratePctSchema } from './affiliates.js';

// ---- Admin ---------------------------------------------------------------------------------

/** `reviewer`: an admin who may publish library items (the review queue is theirs). */
/** `custodian`: an admin who keeps the performer records (docs/product-rules.md#performer-records). */
export const adminMeResponseSchema = z.object({ admin: z.boolean(), reviewer: z.boolean(), custodian: z.boolean() });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

const countSchema = z.number().int().nonnegative();
export const adminStatsResponseSchema = z.object({
  ok: z.literal(true),
  totalUsers: countSchema,
  newUsers24h: countSchema,
  premiumSales24h: countSchema,
  referredUsers24h: countSchema,
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

/** `target` is a uid or an email (the server decides which); `ratePct` is parsed to 0..100, default 10. */
export const assignAffiliateBodySchema = z.object({
  target: requiredText('target', ADMIN_TARGET_MAX, { requiredMessage: 'Enter a user id or email.' }),
  ratePct: affiliateRateInputSchema,
});
export type AssignAffiliateBodyInput = z.input<typeof assignAffiliateBodySchema>;

export const assignAffiliateResponseSchema = z.object({
  ok: z.literal(true),
  uid: z.string(),
  ratePct: ratePctSchema,
});
export type AssignAffiliateResponse = z.infer<typeof assignAffiliateResponseSchema>;
