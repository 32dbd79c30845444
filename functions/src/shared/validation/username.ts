import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_RAW_MAX } from '../constants.js';
import { sanitizeText } from '../text/sanitize.js';

/*
 * How normalisation and validation fit together:
 * - `validateUsername` judges what the person typed, after only the harmless steps
 *   (sanitise to 40, trim, lowercase). It never drops characters, so a typed '-' or leading
 *   digit still produces 'Use letters, numbers, and underscores only.' / 'Username must start with a letter.'
 * - `normalizeUsername` gives the stored key (`usernames/{name}`). Call it only after
 *   `validateUsername` returned null; for valid input it is just the lowercased, trimmed name.
 *   On its own it is lossy (drops disallowed characters), which is why it is not used for messages.
 * - `parseUsername` does both in the right order.
 */

export const USERNAME_PATTERN = /^[a-z][a-z0-9_]{2,19}$/;

/**
 * Names nobody may claim: they would pass for staff or the product itself. firestore.rules
 * (`reservedUsername`) refuses them where the data lives; its rules test claims every name listed here.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  'admin',
  'administrator',
  'root',
  'support',
  'help',
  'staff',
  'moderator',
  'mod',
  'official',
  'security',
  'billing',
  'starsession',
  'system',
];

/** Whether a normalised name is reserved (the sign-up hint shows it as taken instead of available). */
export function isReservedUsername(name: string): boolean {
  return RESERVED_USERNAMES.includes(name);
}

/**
 * Whether a stored username may name a referrer to the people their link greets: a valid name that neither is nor
 * contains a reserved word (`starsession_support`, `help_desk`) nor the product's name. A display name never may:
 * it is free text the account sets itself, so a link could greet visitors as "StarSession Support".
 */
export function isPresentableUsername(name: unknown): name is string {
  if (typeof name !== 'string' || !USERNAME_PATTERN.test(name) || name.includes('starsession')) return false;
  return !name.split('_').some(isReservedUsername);
}

/** What is wrong with a typed username: the web shows each in the reader's language (lib/validation). */
export type UsernameProblem = 'required' | 'tooShort' | 'tooLong' | 'mustStartWithLetter' | 'invalidCharacters';

/** Each problem's English (docs/product-rules.md#accounts-and-validation); the web's English is held to it. */
export const USERNAME_PROBLEM_TEXT: Readonly<Record<UsernameProblem, string>> = {
  required: 'Username is required.',
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters.`,
  tooLong: `Username must be ${USERNAME_MAX_LENGTH} characters or fewer.`,
  mustStartWithLetter: 'Username must start with a letter.',
  invalidCharacters: 'Use letters, numbers, and underscores only.',
};

function prepare(raw: unknown): string {
  return sanitizeText(raw, USERNAME_RAW_MAX).toLowerCase();
}

/** The stored form: sanitised to 40, lowercased, only a-z 0-9 _, at most 20 characters. */
export function normalizeUsername(raw: unknown): string {
  return prepare(raw)
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

/** The problem (docs/product-rules.md#accounts-and-validation), or null when the name is valid. */
export function validateUsername(name: unknown): UsernameProblem | null {
  const candidate = prepare(name);
  const length = Array.from(candidate).length;
  if (length === 0) return 'required';
  if (length < USERNAME_MIN_LENGTH) return 'tooShort';
  if (length > USERNAME_MAX_LENGTH) return 'tooLong';
  // Characters first: for 'éric' or '-abc' the useful hint is the allowed set, not "start with a letter".
  if (!/^[a-z0-9_]+$/.test(candidate)) return 'invalidCharacters';
  if (!/^[a-z]/.test(candidate)) return 'mustStartWithLetter';
  return null;
}

export type UsernameResult = { ok: true; username: string } | { ok: false; problem: UsernameProblem };

/** Validates what was typed and, if valid, returns the stored form. */
export function parseUsername(raw: unknown): UsernameResult {
  const problem = validateUsername(raw);
  return problem === null ? { ok: true, username: normalizeUsername(raw) } : { ok: false, problem };
}

/**
 * A valid username candidate from a display name ('Jane Doe' → 'jane_doe', 'José' → 'jose'),
 * or null when too little usable text remains. Availability is the caller's concern.
 */
export function deriveUsername(displayName: unknown): string | null {
  const base = sanitizeText(displayName, USERNAME_RAW_MAX)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents off: 'é' → 'e'
    .toLowerCase()
    .replace(/[\s.-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[^a-z]+/, '');
  const candidate = base.slice(0, USERNAME_MAX_LENGTH).replace(/_+$/, '');
  return USERNAME_PATTERN.test(candidate) ? candidate : null;
}
