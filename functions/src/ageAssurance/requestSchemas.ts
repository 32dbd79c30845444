import { z } from 'zod';

// The age routes' request shapes. Server-only: the first view sends these with plain fetch, without zod
// (see shared/api/schemas/ageAssurance.ts), so they are not in the shared layer.

// ---- POST /api/age/start ----------------------------------------------------------------------
/** The provider the visitor chose; none: the operator's first. */
export const ageStartBodySchema = z.strictObject({ provider: z.enum(['yoti', 'oidc']).optional() });

// ---- GET /api/age/return (Yoti comes back with ?sessionId=) ------------------------------------
export const ageReturnQuerySchema = z.object({ sessionId: z.string().max(100).optional() });

// ---- POST /api/age/return (an OIDC provider's fragment, posted by the first view) ------------------
export const ageReturnBodySchema = z.strictObject({
  state: z.string().max(200),
  id_token: z.string().max(8192).optional(),
  error: z.string().max(200).optional(),
});
