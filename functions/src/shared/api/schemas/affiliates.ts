import { z } from 'zod';
import { AFFILIATE_RATE_MAX_PCT, AFFILIATE_RATE_MIN_PCT } from '../../constants.js';
import { uidField } from './common.js';

// ---- Affiliates ----------------------------------------------------------------------------

export const ratePctSchema = z.number().int().min(AFFILIATE_RATE_MIN_PCT).max(AFFILIATE_RATE_MAX_PCT);

/**
 * `balanceCents` may go negative after a clawback. `refParam` is the bare uid that goes into
 * `?ref=` (the client builds the link, one builder for referral and affiliate links); null until enabled.
 */
export const affiliateMeResponseSchema = z.object({
  ok: z.literal(true),
  enabled: z.boolean(),
  ratePct: ratePctSchema,
  balanceCents: z.number().int(),
  refParam: uidField('refParam').nullable(),
});
export type AffiliateMeResponse = z.infer<typeof affiliateMeResponseSchema>;
