import { t } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';

// The suggestions are read in the language shown when a password is checked (getters: `t` resolves then).
const PASSWORD_SUGGESTIONS = {
  get length() {
    const minLength = PASSWORD_MIN_LENGTH;
    return t({
      message: `Use at least ${minLength} characters`,
      comment: 'A password suggestion, shown as a list item',
    });
  },
  get uppercase() {
    return t({ message: 'Add an uppercase letter', comment: 'A password suggestion' });
  },
  get lowercase() {
    return t({ message: 'Add a lowercase letter', comment: 'A password suggestion' });
  },
  get digit() {
    return t({ message: 'Add a number', comment: 'A password suggestion: a digit' });
  },
  get symbol() {
    return t({ message: 'Add a symbol', comment: 'A password suggestion' });
  },
  get empty() {
    return t({ message: 'Enter a password', comment: 'A password suggestion, when the field is empty' });
  },
};

const MAX_SCORE = 4;

export interface PasswordStrength {
  /** 0..4: one point each for length, uppercase, lowercase, digit and symbol, capped at 4. */
  score: number;
  strong: boolean;
  /** Missing criteria in the documented order (product-rules); only 'Enter a password' when empty. */
  suggestions: string[];
}

export function scorePassword(pw: string): PasswordStrength {
  if (pw.length === 0) {
    return { score: 0, strong: false, suggestions: [PASSWORD_SUGGESTIONS.empty] };
  }
  const checks: [boolean, string][] = [
    [Array.from(pw).length >= PASSWORD_MIN_LENGTH, PASSWORD_SUGGESTIONS.length],
    [/\p{Lu}/u.test(pw), PASSWORD_SUGGESTIONS.uppercase],
    [/\p{Ll}/u.test(pw), PASSWORD_SUGGESTIONS.lowercase],
    [/\p{Nd}/u.test(pw), PASSWORD_SUGGESTIONS.digit],
    [/[^\p{L}\p{N}]/u.test(pw), PASSWORD_SUGGESTIONS.symbol],
  ];
  const points = checks.filter(([met]) => met).length;
  const score = Math.min(MAX_SCORE, points);
  const suggestions = checks.filter(([met]) => !met).map(([, suggestion]) => suggestion);
  return { score, strong: score >= MAX_SCORE, suggestions };
}

/**
 * null when the password has at least 10 characters and is strong; otherwise
 * 'Password is too weak.' followed by each suggestion as its own sentence, space-separated:
 * "Password is too weak. Add a number. Add a symbol."
 */
export function validatePassword(pw: string): string | null {
  const { strong, suggestions } = scorePassword(pw);
  const longEnough = Array.from(pw).length >= PASSWORD_MIN_LENGTH;
  if (strong && longEnough) return null;
  return [t`Password is too weak.`, ...suggestions.map((s) => `${s}.`)].join(' ');
}
