import type { RequestHandler } from 'express';
import { RECENT_SIGN_IN_MAX_AGE_MS } from '../shared/constants.js';
import { currentUser } from './authenticate.js';
import { DomainError } from '../domain/errors.js';

/**
 * 401 unless the caller entered their credentials within RECENT_SIGN_IN_MAX_AGE_MS (the ID token's auth_time):
 * a token lifted from an open session can neither delete the account nor download its data. Behind
 * `authenticateFresh`.
 */
export function requireRecentSignIn(now: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const fresh = now() - currentUser(req).signedInAtMs <= RECENT_SIGN_IN_MAX_AGE_MS;
    next(fresh ? undefined : new DomainError('unauthenticated', 'signInAgain'));
  };
}
