import { z } from 'zod';
import {
  LISTING_COUNT_DEFAULT,
  LISTING_CURSOR_MAX,
  LISTING_DEFAULT_TIMEFRAME,
  LISTING_DEFAULT_TYPE,
  LISTING_MAX_PER_REQUEST,
  LISTING_TIMEFRAMES,
  LISTING_TYPES,
} from '../../constants.js';
import { API_ERRORS } from '../apiErrors.js';
import { blankAsAbsent, enumField, patternField, queryNumber } from '../fields.js';
import { listingItemSchema } from '../listingItem.js';
import { LISTING_CURSOR_PATTERN, SUBREDDIT_PATTERN } from './common.js';
import { sessionRunIdField } from './sessionRuns.js';

// ---- GET /api/reddit/listing ---------------------------------------------------------------

/** A forged, edited or malformed `after` (the server also checks the signature). */
const LISTING_CURSOR_INVALID = API_ERRORS.listingCursorInvalid;

/** `timeframe` only matters for `type=top`; the server ignores it for `hot`. */
export const listingQuerySchema = z.object({
  sub: patternField('sub', SUBREDDIT_PATTERN, '2 to 21 letters, digits or underscores'),
  type: blankAsAbsent(enumField('type', LISTING_TYPES).default(LISTING_DEFAULT_TYPE)),
  timeframe: blankAsAbsent(enumField('timeframe', LISTING_TIMEFRAMES).default(LISTING_DEFAULT_TIMEFRAME)),
  limit: blankAsAbsent(
    queryNumber('limit', { min: 1, max: LISTING_MAX_PER_REQUEST, int: true }).default(LISTING_COUNT_DEFAULT),
  ),
  after: blankAsAbsent(
    z
      .string({ error: 'after must be text.' })
      .max(LISTING_CURSOR_MAX, `after must be ${LISTING_CURSOR_MAX} characters or fewer.`)
      .regex(LISTING_CURSOR_PATTERN, LISTING_CURSOR_INVALID)
      .optional(),
  ),
  /** The running session's run id (docs/product-rules.md, "Referrals"): its items count as listed to that run. */
  run: blankAsAbsent(sessionRunIdField('run').optional()),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingResponseSchema = z.object({
  items: z.array(listingItemSchema),
  after: z.string().nullable(),
});
