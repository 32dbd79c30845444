import { z } from 'zod';

// ---- POST /api/age/start ----------------------------------------------------------------------
/** The provider the visitor chose; none: the operator's first. */
export const ageStartBodySchema = z.strictObject({ provider: z.enum(['yoti', 'oidc']).optional() });

// ---- GET /api/age/return (Yoti comes back with ?sessionId=) ------------------------------------
export const ageReturnQuerySchema = z.object({ sessionId: z.string().max(100).optional() });
