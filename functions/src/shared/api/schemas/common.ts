import { z } from 'zod';
import { patternField } from '../fields.js';
import { UID_PATTERN } from '../patterns.js';

// Shapes and fields several resources share. The HTTP contract is split one file per resource,
// mirroring `functions/src/routes/`; `../schemas.ts` re-exports them all.
// Request schemas output what the handler uses (numbers, booleans, defaults applied).

/**
 * Every failure answer: `{ ok: false, error, code, params? }`, an English message fit to show the user and its stable
 * code (@shared/api/apiErrors), which the web shows in the visitor's language.
 */
export const errorEnvelopeSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export interface OkResponse {
  ok: true;
}

/** POSTs without a payload: Express 5 leaves `req.body` undefined when nothing was sent. */
export const emptyBodySchema = z.preprocess((value) => value ?? {}, z.object({}));

export { UID_PATTERN };
const STAR_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
export const SUBREDDIT_PATTERN = /^[A-Za-z0-9_]{2,21}$/;
/** The listing's `after` as the server issues it: an upstream fullname and its signature. */
export const LISTING_CURSOR_PATTERN = /^t[1-6]_[A-Za-z0-9]{1,28}\.[A-Za-z0-9_-]{22}$/;
export const VIDEO_ID_PATTERN = /^[a-z]{3,64}$/;

export const uidField = (field: string) => patternField(field, UID_PATTERN, 'a valid user id');
export const starIdField = patternField('starId', STAR_ID_PATTERN, 'a star id of lowercase letters, digits and dashes');
export const httpUrl = z.url({ protocol: /^https?$/, error: 'url must be an http(s) address.' });
