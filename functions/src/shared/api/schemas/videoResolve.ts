import { z } from 'zod';
import { blankAsAbsent, enumField, patternField } from '../fields.js';
import { VIDEO_ID_PATTERN } from './common.js';

// ---- GET /api/redgifs/resolve --------------------------------------------------------------

export const videoResolveQuerySchema = z.object({
  u: patternField('u', VIDEO_ID_PATTERN, '3 to 64 lowercase letters'),
});

/**
 * `url` may be relative when the server proxies the bytes; `sdUrl` is the host's lighter rendition when it has both
 * (phones and metered connections play it); `duration` is in seconds; `tags` and `creator` are the host's, for the
 * viewer's blocklist (older answers lack them).
 */
export const videoResolveResponseSchema = z.object({
  url: z.string().min(1),
  sdUrl: z.string().min(1).optional(),
  duration: z.number().nonnegative(),
  tags: z.array(z.string()).default([]),
  creator: z.string().nullable().default(null),
});
export type VideoResolveResponse = z.infer<typeof videoResolveResponseSchema>;

// ---- GET /api/redgifs/stream/:id -----------------------------------------------------------

const VIDEO_QUALITIES = ['hd', 'sd'] as const;
export const videoStreamParamsSchema = z.object({
  id: patternField('id', VIDEO_ID_PATTERN, '3 to 64 lowercase letters'),
});
export const videoStreamQuerySchema = z.object({ q: blankAsAbsent(enumField('q', VIDEO_QUALITIES).default('hd')) });
