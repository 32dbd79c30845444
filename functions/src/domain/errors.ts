// What the domain refuses, and the messages the UI shows for it (docs/product-rules.md#accounts-and-validation). The
// domain says what went wrong (`kind`); only the API's error handler decides the HTTP status.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  /** Something upstream failed for now; the caller skips it and may try again later. */
  | 'unavailable'
  | 'conflict'
  | 'rateLimited'
  /** The law where the visitor is requires something first (an age check), or the service is not offered there. */
  | 'legallyRestricted';

/** A refusal whose message is safe to show the user. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const NOT_SIGNED_IN = 'Not signed in';

export const MESSAGES = {
  invalidCode: 'Invalid or expired code',
  noPurchase: 'No purchase found yet. If you just paid, wait a few seconds and try again.',
  offerNotCompleted: 'We have not received your task completion yet. Finish the task, then try again in a minute.',
  selfReferral: 'You cannot refer yourself.',
  alreadyReferred: 'You have already been referred by someone else.',
  unknownReferrer: 'This referral link is not valid.',
  referralAccountTooOld: 'Referral links only count for accounts created in the last 24 hours.',
  referralAccountOlderThanReferrer:
    'Your account was created before the referrer joined, so this referral does not count.',
  referralEmailUsed: 'A referral for this email address has already been counted.',
  referralNoEmail: 'Referrals need an account with an email address.',
  referralDailyCap: 'This referrer has reached today’s referral limit. Try again tomorrow.',
  referralDisposable: 'Referrals do not count for disposable email addresses. Sign up with an address you keep.',
  roleNeedsVerifiedEmail:
    'That account has not verified its email address. Roles go only to verified accounts: ask its owner to verify first.',
  userNotFound: 'No user found with that id or email.',
  busy: 'Too many attempts. Try again in 1s.',
} as const;
