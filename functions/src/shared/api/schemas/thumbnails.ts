// zod/mini, not classic zod: the dashboard validates this answer on the first load, and mini keeps
// zod's full API out of that load (SPEC §2 speed budget). Same core, same `.parse`/`.safeParse`.
import * as z from 'zod/mini';

// ---- GET /api/stars/thumbnails -------------------------------------------------------------

/** Star id → its card image URL, or null when none of its posts has one. */
export const starThumbnailsResponseSchema = z.object({
  thumbnails: z.record(z.string(), z.nullable(z.string().check(z.minLength(1)))),
});
export type StarThumbnailsResponse = z.infer<typeof starThumbnailsResponseSchema>;
