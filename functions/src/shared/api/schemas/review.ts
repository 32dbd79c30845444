import { z } from 'zod';
import { REVIEW_REASON_MAX } from '../../constants.js';
import { API_ERRORS } from '../apiErrors.js';
import { QUEUE_CURSOR_PATTERN } from '../patterns.js';
import { blankAsAbsent, enumField, patternField } from '../fields.js';
import { LIBRARY_MEDIA_TYPES } from './library.js';
import { PERFORMER_CLEARANCES } from './performerRecords.js';

// ---- Review before publishing (docs/product-rules.md#review): reviewers only ---------------------------

/** GET /api/admin/review: `after` continues from the last page's cursor. */
export const reviewQueueQuerySchema = z.object({
  after: blankAsAbsent(patternField('after', QUEUE_CURSOR_PATTERN, 'a cursor from the last page').optional()),
});

const reviewItemSchema = z.object({
  id: z.string(),
  community: z.string(),
  type: z.enum(LIBRARY_MEDIA_TYPES),
  width: z.number(),
  height: z.number(),
  durationSec: z.number(),
  /** When the item entered the queue, ISO 8601. */
  createdAt: z.string(),
  /** Waiting longer than the queue's target (REVIEW_TARGET_HOURS). */
  overdue: z.boolean(),
  /** What the reviewer looks at: a still and, for moving items, the rendition a panel would play. */
  still: z.string().nullable(),
  video: z.string().nullable(),
  /**
   * The people named in it and each record's standing (never the record itself): an approval needs at least one, all
   * cleared. A record that no longer exists shows as `unknown`.
   */
  people: z.array(
    z.object({
      id: z.string(),
      stageNames: z.array(z.string()),
      clearance: z.enum([...PERFORMER_CLEARANCES, 'unknown']),
    }),
  ),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** The oldest waiting items first; `waiting` counts them all. */
export const reviewQueueResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(reviewItemSchema),
  after: z.string().nullable(),
  waiting: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

const REVIEW_DECISIONS = ['approve', 'reject'] as const;

/** POST /api/admin/review/:id. A rejection says why; an approval may. */
export const reviewDecisionBodySchema = z
  .object({
    decision: enumField('decision', REVIEW_DECISIONS),
    reason: z
      .string({ error: 'reason must be text.' })
      .trim()
      .max(REVIEW_REASON_MAX, `reason must be ${REVIEW_REASON_MAX} characters or fewer.`)
      .optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason ?? '') !== '', {
    message: API_ERRORS.reviewReasonRequired,
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;

export interface ReviewDecisionResponse {
  ok: true;
  id: string;
  review: 'approved' | 'rejected';
}
