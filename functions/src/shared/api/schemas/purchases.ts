import { z } from 'zod';
import { emptyBodySchema, httpUrl } from './common.js';

// ---- Purchases (Verotel FlexPay) -----------------------------------------------------------

/** POST /api/claim (confirm a purchase) takes no payload. */
export const claimBodySchema = emptyBodySchema;

/** GET /api/purchase/link: the signed hosted-payment link carrying our reference for this user. */
export const purchaseLinkResponseSchema = z.object({ ok: z.literal(true), url: httpUrl });
export type PurchaseLinkResponse = z.infer<typeof purchaseLinkResponseSchema>;

/** Processor postbacks are flat key=value pairs (query or form); each value is bounded. */
export const processorPostbackSchema = z.record(
  z.string().max(64, 'Parameter names must be 64 characters or fewer.'),
  z.string({ error: 'Parameters must appear once.' }).max(1000, 'Parameter values must be 1000 characters or fewer.'),
  { error: 'Postback must be key=value parameters.' },
);
