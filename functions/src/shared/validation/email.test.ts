import { describe, it, expect } from 'vitest';
import { EMAIL_PROBLEM_TEXT, normalizeEmail, validateEmail } from './email.js';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('gives an empty string for non-strings', () => {
    expect(normalizeEmail(undefined)).toBe('');
    expect(normalizeEmail(12)).toBe('');
  });
});

describe('validateEmail', () => {
  it('accepts ordinary addresses in any case', () => {
    expect(validateEmail('a@b.co')).toBeNull();
    expect(validateEmail(' Jane+tag@Mail.Example.org ')).toBeNull();
  });

  it('requires an email', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
    expect(validateEmail(null)).toBe('required');
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.co', 'a@@b.co', 'a@b..co']) {
      expect(validateEmail(bad), bad).toBe('invalid');
    }
  });

  it('allows at most 120 characters', () => {
    const at120 = `${'a'.repeat(114)}@b.com`;
    expect(at120).toHaveLength(120);
    expect(validateEmail(at120)).toBeNull();
    expect(validateEmail(`a${at120}`)).toBe('tooLong');
  });
});

describe('the problems in words', () => {
  it('when shown, then each is the product text', () => {
    expect(EMAIL_PROBLEM_TEXT).toEqual({
      required: 'Email is required.',
      invalid: 'Enter a valid email address.',
      tooLong: 'Email must be 120 characters or fewer.',
    });
  });
});
