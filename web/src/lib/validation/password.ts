import { PASSWORD_MIN_LENGTH } from '@shared/constants';

const PASSWORD_SUGGESTIONS = {
  length: 'Use at least 10 characters',
  uppercase: 'Add an uppercase letter',
  lowercase: 'Add a lowercase letter',
  digit: 'Add a number',
  symbol: 'Add a symbol',
  empty: 'Enter a password',
} as const;

const PASSWORD_TOO_WEAK = 'Password is too weak.';

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
  return [PASSWORD_TOO_WEAK, ...suggestions.map((s) => `${s}.`)].join(' ');
}
