import { z } from 'zod';
import { uidField } from './common.js';

// ---- Referrals -----------------------------------------------------------------------------

export const referralInfoQuerySchema = z.object({ uid: uidField('uid') });

/** `name` is the referrer's username or display name; null when they have neither. */
export const referralInfoResponseSchema = z.object({ ok: z.literal(true), name: z.string().nullable() });
export type ReferralInfoResponse = z.infer<typeof referralInfoResponseSchema>;

export const referralClaimBodySchema = z.object({ referrerUid: uidField('referrerUid') });
