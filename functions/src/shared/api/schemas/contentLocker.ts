import { z } from 'zod';
import { blankAsAbsent, enumField, patternField } from '../fields.js';
import { emptyBodySchema, httpUrl } from './common.js';

// ---- Content locker (premium unlock by offer) ----------------------------------------------

/** POST /api/contentlocker/complete takes no payload. */
export const contentLockerCompleteBodySchema = emptyBodySchema;

export const contentLockerClickBodySchema = emptyBodySchema;
/** `url` is the external task to open (with our click id as its sub-id). */
export const contentLockerClickResponseSchema = z.object({ ok: z.literal(true), url: httpUrl });
export type ContentLockerClickResponse = z.infer<typeof contentLockerClickResponseSchema>;

/** Our click id: the sub-id the offer network echoes back (base64url, never the uid). */
export const CLICK_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{16,64}$/;
/** A network's transaction id becomes part of a document id: no slashes, bounded. */
const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * GET or POST /api/contentlocker/postback, called server-to-server by the offer network:
 * `?click={sub-id}&txn={transaction id}&status=approved|reversed&secret={shared secret}` (payout optional).
 */
export const offerPostbackSchema = z.object({
  click: patternField('click', CLICK_ID_PATTERN, 'a click id we issued'),
  txn: patternField('txn', TRANSACTION_ID_PATTERN, '1 to 100 letters, digits or ._:-'),
  status: blankAsAbsent(enumField('status', ['approved', 'reversed'] as const).default('approved')),
  payout: blankAsAbsent(
    z.string({ error: 'payout must be text.' }).max(32, 'payout must be 32 characters or fewer.').optional(),
  ),
  secret: z.string({ error: 'secret is required.' }).max(256, 'secret must be 256 characters or fewer.'),
});
