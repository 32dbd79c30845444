import type { RequestHandler } from 'express';
import { currentUser } from './authenticate.js';
import { HttpError } from './errorHandler.js';
import { VERIFY_EMAIL_FIRST } from '../shared/api/messages.js';

/** 403 unless the caller's email is verified (free-premium unlock, purchase confirm, referral claim). */
export const requireVerifiedEmail: RequestHandler = (req, _res, next) => {
  next(currentUser(req).emailVerified ? undefined : new HttpError(403, VERIFY_EMAIL_FIRST));
};
