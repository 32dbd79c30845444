import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

// The sign-in dialog's own messages, resolved where they are shown (i18n._ / t). @shared's validators answer codes,
// worded by lib/validation/problemMessages.ts; the server's answers come as text, so a form's error is either.
export const AUTH_MESSAGES = {
  generic: msg`Something went wrong. Please try again.`,
  wrongCredentials: msg`Incorrect email or password.`,
  passwordRequired: msg`Enter your password.`,
  emailInUse: msg`An account with this email already exists.`,
  consentRequired: msg`To create an account, tick the box to agree to the Terms and the Privacy Policy.`,
  resetEmailRequired: msg`Enter your email to reset password.`,
  resetSent: msg`Password reset email sent. Check your inbox.`,
  googleNeedsConsent: msg`There is no StarSession account for this Google account yet. Tick the box to agree to the Terms and the Privacy Policy, then continue with Google again to create one.`,
} as const satisfies Record<string, MessageDescriptor>;

/** A message a form shows: a catalog message, or text that comes already written (a validator's, the server's). */
export type FormMessage = string | MessageDescriptor;

/** The text of a form message in the active language. */
export function formMessageText(message: FormMessage, i18n: I18n): string {
  return typeof message === 'string' ? message : i18n._(message);
}

// Identity errors that mean "wrong email or password": these count towards the lockout.
export const CREDENTIAL_ERROR_CODES = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-login-credentials',
  'auth/too-many-requests',
]);
