import { z } from 'zod';

// ---- GET /api/health -----------------------------------------------------------------------

export const healthResponseSchema = z.object({ ok: z.literal(true), version: z.string() });
