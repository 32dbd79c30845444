import { EMAIL_MAX } from '../constants.js';

const EMAIL_MESSAGES = {
  required: 'Email is required.',
  invalid: 'Enter a valid email address.',
  tooLong: 'Email must be 120 characters or fewer.',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  emailRequired: 'Enter your email to reset password.',
  sent: 'Password reset email sent. Check your inbox.',
} as const;

// Deliberately basic: one @, no spaces, a dot in the domain. The identity service is the real judge.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed and lowercased; non-string input gives ''. */
export function normalizeEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

/** A message, or null when the normalised email is acceptable. */
export function validateEmail(raw: unknown): string | null {
  const email = normalizeEmail(raw);
  if (email === '') return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_FORMAT.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}
