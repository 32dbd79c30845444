import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { DomainError, type DomainErrorKind } from '../domain/errors.js';
import { apiErrorBody } from '../shared/api/apiErrors.js';

// Upstream trouble answers 404, never a 5xx: the player skips the item, as for any failed media load.
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  unavailable: 404,
  conflict: 409,
  rateLimited: 429,
  legallyRestricted: 451,
};

/** The HTTP status a failure answers: its kind's for a DomainError, a body parser's own 4xx, else NaN. */
export function httpStatusOf(err: unknown): number {
  if (err instanceof DomainError) return STATUS_OF[err.kind];
  return typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : NaN;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(apiErrorBody('notFound'));
};

// Last in the chain: every failure becomes `{ok:false,error,code}` (@shared/api/apiErrors); unknown failures are
// logged, never leaked.
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  const status = httpStatusOf(err);
  if (err instanceof DomainError) {
    // A passing failure must not be kept by any cache.
    if (err.kind === 'unavailable' || err.kind === 'legallyRestricted') res.set('Cache-Control', 'no-store');
    res.status(status).json(apiErrorBody(err.code, err.params, err.message));
    return;
  }
  // body-parser errors (malformed JSON, too large) carry a 4xx status of their own.
  if (status >= 400 && status < 500) {
    res.status(status).json(apiErrorBody('invalidRequest'));
    return;
  }
  logger.error('Unhandled error', err);
  res.status(500).json(apiErrorBody('internal'));
};
