import type { RequestHandler } from 'express';
import { currentUser } from './authenticate.js';
import { DomainError } from '../domain/errors.js';
import { VERIFY_EMAIL_FIRST } from '../shared/api/messages.js';

/** 403 unless the caller's email is verified (free-premium unlock, purchase confirm, referral claim). */
export const requireVerifiedEmail: RequestHandler = (req, _res, next) => {
  next(currentUser(req).emailVerified ? undefined : new DomainError('forbidden', VERIFY_EMAIL_FIRST));
};
