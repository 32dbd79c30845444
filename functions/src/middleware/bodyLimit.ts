import type { RequestHandler } from 'express';
import { apiErrorBody } from '../shared/api/apiErrors.js';

// The hosting runtime parses bodies (up to 32 MiB) before our app runs, so express.json's own limit
// never fires there; this refuses by size first, before authentication (docs/client-address.md).
export const REQUEST_BODY_MAX_BYTES = 32 * 1024;
export const LIBRARY_IMPORT_MAX_BYTES = 3 * 1024 * 1024;

/** 413 when the declared (or already read) body is over `maxBytes`. */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    // Chunked requests declare no length; the framework's raw body (when it read one) says it.
    const raw: unknown = (req as { rawBody?: unknown }).rawBody;
    const read = Buffer.isBuffer(raw) ? raw.length : 0;
    if (declared > maxBytes || read > maxBytes) {
      res.status(413).json(apiErrorBody('bodyTooLarge'));
      return;
    }
    next();
  };
}

/** Where the app takes a performer's ID image or signed release as the body itself (a larger, raw body: app.ts). */
export const PERFORMER_DOCUMENT_ROUTE = /^\/api\/admin\/performer-records\/[^/]+\/documents\/?$/;
