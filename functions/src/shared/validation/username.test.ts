import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  USERNAME_PATTERN,
  deriveUsername,
  isPresentableUsername,
  normalizeUsername,
  parseUsername,
  validateUsername,
} from './username.js';

describe('validateUsername', () => {
  it('accepts valid names, ignoring case and surrounding spaces', () => {
    expect(validateUsername('abc')).toBeNull();
    expect(validateUsername('Jane_Doe99')).toBeNull();
    expect(validateUsername('  bob_1  ')).toBeNull();
    expect(validateUsername('a'.repeat(20))).toBeNull();
  });

  it('requires a name', () => {
    expect(validateUsername('')).toBe('required');
    expect(validateUsername('   ')).toBe('required');
    expect(validateUsername(undefined)).toBe('required');
    expect(validateUsername('<>`')).toBe('required');
  });

  it('requires at least 3 characters', () => {
    expect(validateUsername('ab')).toBe('tooShort');
  });

  it('allows at most 20 characters, also for input longer than the 40-character pre-cut', () => {
    expect(validateUsername('a'.repeat(21))).toBe('tooLong');
    expect(validateUsername('a'.repeat(100))).toBe('tooLong');
  });

  it('requires a leading letter', () => {
    expect(validateUsername('1abc')).toBe('mustStartWithLetter');
    expect(validateUsername('_abc')).toBe('mustStartWithLetter');
  });

  it('allows only letters, numbers and underscores', () => {
    expect(validateUsername('ab-c')).toBe('invalidCharacters');
    expect(validateUsername('jane doe')).toBe('invalidCharacters');
    expect(validateUsername('éric')).toBe('invalidCharacters');
    expect(validateUsername('-abc')).toBe('invalidCharacters');
  });
});

describe('normalizeUsername', () => {
  it('lowercases and trims valid input without changing it otherwise', () => {
    expect(normalizeUsername('  Jane_Doe99 ')).toBe('jane_doe99');
  });

  it('drops disallowed characters and cuts to 20', () => {
    expect(normalizeUsername('Ja-ne D.oe!')).toBe('janedoe');
    expect(normalizeUsername('x'.repeat(30))).toBe('x'.repeat(20));
    expect(normalizeUsername(42)).toBe('');
  });

  it('equals the lowercased trimmed input whenever validation passes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^ {0,2}[A-Za-z][A-Za-z0-9_]{2,19} {0,2}$/), (name) => {
        expect(validateUsername(name)).toBeNull();
        expect(normalizeUsername(name)).toBe(name.trim().toLowerCase());
        expect(normalizeUsername(name)).toMatch(USERNAME_PATTERN);
      }),
    );
  });
});

describe('parseUsername', () => {
  it('returns the stored form for valid input', () => {
    expect(parseUsername(' Alice_1 ')).toEqual({ ok: true, username: 'alice_1' });
  });

  it('returns the documented message for invalid input instead of silently fixing it', () => {
    expect(parseUsername('al-ice')).toEqual({ ok: false, problem: 'invalidCharacters' });
  });
});

describe('deriveUsername', () => {
  it('turns display names into valid candidates', () => {
    expect(deriveUsername('Jane Doe')).toBe('jane_doe');
    expect(deriveUsername('José Álvarez')).toBe('jose_alvarez');
    expect(deriveUsername('mary-kate.o')).toBe('mary_kate_o');
    expect(deriveUsername('  __99 Luftballons ')).toBe('luftballons');
    expect(deriveUsername("D'Arcy!!")).toBe('darcy');
  });

  it('cuts to 20 characters without leaving a trailing underscore', () => {
    expect(deriveUsername('Maximilian Alexander Longname')).toBe('maximilian_alexander');
    expect(deriveUsername('abcdefghijklmnopqrs tuv')).toBe('abcdefghijklmnopqrs');
  });

  it('returns null when too little usable text remains', () => {
    expect(deriveUsername('Al')).toBeNull();
    expect(deriveUsername('李小龍')).toBeNull();
    expect(deriveUsername('12345')).toBeNull();
    expect(deriveUsername('')).toBeNull();
    expect(deriveUsername(null)).toBeNull();
  });

  it('only ever returns names that pass validation', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const derived = deriveUsername(name);
        if (derived !== null) {
          expect(derived).toMatch(USERNAME_PATTERN);
          expect(validateUsername(derived)).toBeNull();
        }
      }),
    );
  });
});

describe('isPresentableUsername', () => {
  it('accepts a stored username', () => {
    expect(isPresentableUsername('jane_doe')).toBe(true);
    expect(isPresentableUsername('supportive_sam')).toBe(true);
  });

  it('refuses free text, reserved names, names with a reserved word and the product name', () => {
    for (const name of ['StarSession Support', 'Jane Doe', '', null, 42, 'support', 'starsession_support']) {
      expect(isPresentableUsername(name)).toBe(false);
    }
    expect(isPresentableUsername('help_desk')).toBe(false);
    expect(isPresentableUsername('the_admin_team')).toBe(false);
    expect(isPresentableUsername('starsessionhq')).toBe(false);
  });
});
