import type { Request, RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { DomainError } from '../domain/errors.js';

/** Who is calling, from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  admin: boolean;
  /** An admin who also holds the `reviewer` claim: the only one who publishes library items. */
  reviewer: boolean;
  /** An admin who also holds the `custodian` claim: the custodian of records, the only one who reads performer records. */
  custodian: boolean;
  name: string | null;
  /** When the user last entered their credentials (the token's auth_time), ms since epoch. */
  signedInAtMs: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

const BEARER = /^Bearer\s+(\S{1,4096})$/i;

/**
 * Verifies `Authorization: Bearer <ID token>` and sets `req.user`; 401 when missing or invalid.
 * With `checkRevoked` (admin and money routes) a token of a disabled account, or one minted before
 * its refresh tokens were revoked, is refused too (one Auth lookup per request).
 */
function authenticateWith({ checkRevoked }: { checkRevoked: boolean }): RequestHandler {
  return async (req, _res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match?.[1]) {
      next(new DomainError('unauthenticated', 'notSignedIn'));
      return;
    }
    try {
      const token = await getAuth().verifyIdToken(match[1], checkRevoked);
      req.user = {
        uid: token.uid,
        email: token.email ?? null,
        emailVerified: token.email_verified === true,
        admin: token.admin === true,
        reviewer: token.admin === true && token.reviewer === true,
        custodian: token.admin === true && token.custodian === true,
        name: typeof token.name === 'string' ? token.name : null,
        signedInAtMs: token.auth_time * 1000,
      };
    } catch {
      next(new DomainError('unauthenticated', 'notSignedIn'));
      return;
    }
    next();
  };
}

export const authenticate = authenticateWith({ checkRevoked: false });

/** Sets `req.user` when a valid ID token comes along, for public routes that budget signed-in callers per user. */
export const identifyIfSignedIn: RequestHandler = (req, res, next) => {
  if (!req.get('authorization')) {
    next();
    return;
  }
  void authenticate(req, res, () => {
    next(); // a bad token only means the caller is budgeted by address alone
  });
};

/** `authenticate` for admin and money routes: revoked sessions and disabled accounts end at once. */
export const authenticateFresh = authenticateWith({ checkRevoked: true });

/** The authenticated caller; only valid behind `authenticate`. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new DomainError('unauthenticated', 'notSignedIn');
  return req.user;
}
