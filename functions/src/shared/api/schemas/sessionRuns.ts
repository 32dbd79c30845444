import { z } from 'zod';
import { okResponseSchema } from './common.js';

// ---- Session runs (timed by the server) ----------------------------------------------------

export const sessionRunStartResponseSchema = okResponseSchema;

/** `qualified`: the run lasted long enough, by the server's clock, to count a referral. */
export const sessionRunFinishResponseSchema = z.object({ ok: z.literal(true), qualified: z.boolean() });
export type SessionRunFinishResponse = z.infer<typeof sessionRunFinishResponseSchema>;
