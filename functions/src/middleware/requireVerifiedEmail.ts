import type { RequestHandler } from 'express';
import { currentUser } from './authenticate.js';
import { DomainError } from '../domain/errors.js';

/** 403 unless the caller's email is verified (free-premium unlock, purchase confirm, referral claim). */
export const requireVerifiedEmail: RequestHandler = (req, _res, next) => {
  next(currentUser(req).emailVerified ? undefined : new DomainError('forbidden', 'verifyEmailFirst'));
};
