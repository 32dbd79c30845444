import type { ErrorRequestHandler } from 'express';
import { audit, type AuditKind } from '../audit/audit.js';
import { DomainError } from '../domain/errors.js';
import { httpStatusOf } from './errorHandler.js';

/**
 * Error middleware for one route: audits its 4xx refusals as `kind`, then passes the error on.
 * 429s are left out: the rate limiter audits those itself.
 */
export function auditRefusals(kind: AuditKind): ErrorRequestHandler {
  return async (err: unknown, req, _res, next) => {
    const status = httpStatusOf(err);
    if (status >= 400 && status < 500 && status !== 429) {
      // Our own messages only: a body parser's message can quote the request body.
      const reason = err instanceof DomainError ? err.message : 'Invalid request';
      await audit(kind, { uid: req.user?.uid ?? null, reason, status, path: req.baseUrl });
    }
    next(err);
  };
}
