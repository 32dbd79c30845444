import type { RequestHandler } from 'express';
import { currentUser } from './authenticate.js';
import { HttpError } from './errorHandler.js';

export const ADMINS_ONLY = 'Admins only.';

/** 403 unless the ID token carries the `admin` custom claim. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(currentUser(req).admin ? undefined : new HttpError(403, ADMINS_ONLY));
};
