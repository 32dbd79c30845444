import type { RequestHandler } from 'express';
import { currentUser } from './authenticate.js';
import { DomainError } from '../domain/errors.js';

/** 403 unless the ID token carries the `admin` custom claim. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(currentUser(req).admin ? undefined : new DomainError('forbidden', 'adminsOnly'));
};

/** 403 unless the caller is an admin with the `custodian` claim too (behind `requireAdmin`). */
export const requireCustodian: RequestHandler = (req, _res, next) => {
  next(currentUser(req).custodian ? undefined : new DomainError('forbidden', 'custodiansOnly'));
};

/** 403 unless the caller is an admin with the `reviewer` claim too (behind `requireAdmin`). */
export const requireReviewer: RequestHandler = (req, _res, next) => {
  next(currentUser(req).reviewer ? undefined : new DomainError('forbidden', 'reviewersOnly'));
};
