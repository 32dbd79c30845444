import { z } from 'zod';
import { uidField } from './common.js';

// ---- Referrals -----------------------------------------------------------------------------

export const referralInfoQuerySchema = z.object({ uid: uidField('uid') });

/** `name` is the referrer's username when it is presentable (never the free-text display name), else null. */
export const referralInfoResponseSchema = z.object({ ok: z.literal(true), name: z.string().nullable() });
export type ReferralInfoResponse = z.infer<typeof referralInfoResponseSchema>;

export const referralClaimBodySchema = z.object({ referrerUid: uidField('referrerUid') });
