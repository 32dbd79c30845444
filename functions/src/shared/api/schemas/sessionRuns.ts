import { z } from 'zod';
import { SESSION_HELD_ITEMS_MAX, SESSION_SHOWN_MAX } from '../../constants.js';
import { patternField, queryNumber } from '../fields.js';
import { mediaIdField, mediaUrlField, postUrlField } from './reports.js';

// ---- Session runs (timed by the server) ----------------------------------------------------

/** The id `POST /api/sessions/start` hands out: 128 random bits, base64url. */
const SESSION_RUN_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const sessionRunIdField = (field: string) =>
  patternField(field, SESSION_RUN_ID_PATTERN, 'the id of a session run this server started');

export interface SessionRunStartResponse {
  ok: true;
  runId: string;
}

/** A heartbeat, and the finish: which run, and how many items it has shown so far (the server caps the count). */
export const sessionRunBeatBodySchema = z.object({
  runId: sessionRunIdField('runId'),
  shown: queryNumber('shown', { min: 0, max: SESSION_SHOWN_MAX, int: true }),
});
export type SessionRunBeatBody = z.infer<typeof sessionRunBeatBodySchema>;

/** `qualified`: the run played long enough, by the server's records and clock, to count a referral. */
export interface SessionRunFinishResponse {
  ok: true;
  qualified: boolean;
}

/** An item a running session holds: what a removal matches it by (functions/src/media/blockMatching.ts). */
export const heldItemSchema = z.strictObject({
  id: mediaIdField('held[].id'),
  url: mediaUrlField,
  postUrl: postUrlField,
});
export type HeldItem = z.infer<typeof heldItemSchema>;

/** A heartbeat also names the items the session holds, so that one removed since it was listed leaves it. */
export const sessionRunHeartbeatBodySchema = sessionRunBeatBodySchema.extend({
  held: z
    .array(heldItemSchema, { error: 'held must be a list of items.' })
    .max(SESSION_HELD_ITEMS_MAX, `held must name ${SESSION_HELD_ITEMS_MAX} items or fewer.`)
    .optional(),
  // A paused session still asks, so an item taken down while it stands on a paused panel leaves it too; such a beat
  // counts no time as played.
  paused: z.boolean({ error: 'paused must be true or false.' }).optional(),
});
export type SessionRunHeartbeatBody = z.infer<typeof sessionRunHeartbeatBodySchema>;

/** `removed`: the ids among `held` taken down since (the session drops them at once). */
export interface SessionRunHeartbeatResponse {
  ok: true;
  removed: string[];
}
