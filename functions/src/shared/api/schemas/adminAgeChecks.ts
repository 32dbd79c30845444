import { z } from 'zod';

// ---- GET /api/admin/age-checks --------------------------------------------------------------------
// The operator's record of age checks (docs/age-assurance.md): counts by region and outcome for a
// month, nothing about who.

const count = z.number().int().nonnegative();

export const adminAgeChecksResponseSchema = z.object({
  ok: z.literal(true),
  /** `YYYY-MM`, UTC. */
  month: z.string(),
  regions: z.array(
    z.object({
      /** `GB`, `US-TX`, or `unknown`. */
      region: z.string(),
      passed: count,
      failed: count,
      cancelled: count,
      expired: count,
      pending: count,
      error: count,
    }),
  ),
});
export type AdminAgeChecksResponse = z.infer<typeof adminAgeChecksResponseSchema>;
