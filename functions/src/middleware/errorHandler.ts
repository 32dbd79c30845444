import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

/** An error whose message is safe to show the user, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ ok: false, error: 'Not found' });
};

// Last in the chain: every failure becomes `{ok:false,error}`; unknown failures are logged, never leaked.
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ ok: false, error: err.message });
    return;
  }
  // body-parser errors (malformed JSON, too large) carry a 4xx status of their own.
  const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : NaN;
  if (status >= 400 && status < 500) {
    res.status(status).json({ ok: false, error: 'Invalid request' });
    return;
  }
  logger.error('Unhandled error', err);
  res.status(500).json({ ok: false, error: 'Something went wrong. Please try again.' });
};
