import { EMAIL_MAX } from '../constants.js';

/** What is wrong with a typed email: the web shows each in the reader's language (lib/validation). */
export type EmailProblem = 'required' | 'invalid' | 'tooLong';

/** Each problem's English (docs/product-rules.md#accounts-and-validation); the web's English is held to it. */
export const EMAIL_PROBLEM_TEXT: Readonly<Record<EmailProblem, string>> = {
  required: 'Email is required.',
  invalid: 'Enter a valid email address.',
  tooLong: `Email must be ${EMAIL_MAX} characters or fewer.`,
};

// Deliberately basic: one @, no spaces, a dot in the domain. The identity service is the real judge.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed and lowercased; non-string input gives ''. */
export function normalizeEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

/** The problem, or null when the normalised email is acceptable. */
export function validateEmail(raw: unknown): EmailProblem | null {
  const email = normalizeEmail(raw);
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX) return 'tooLong';
  if (!EMAIL_FORMAT.test(email)) return 'invalid';
  return null;
}
