import type { Request } from 'express';

/** Postback params may come as query (GET) or form/JSON body (POST); the body wins. */
export function postbackParams(req: Request): unknown {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? { ...req.query, ...body } : req.query;
}
