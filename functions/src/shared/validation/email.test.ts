import { describe, it, expect } from 'vitest';
import { RESET_PASSWORD_MESSAGES, normalizeEmail, validateEmail } from './email.js';

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
    expect(validateEmail('')).toBe('Email is required.');
    expect(validateEmail('   ')).toBe('Email is required.');
    expect(validateEmail(null)).toBe('Email is required.');
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.co', 'a@@b.co', 'a@b..co']) {
      expect(validateEmail(bad), bad).toBe('Enter a valid email address.');
    }
  });

  it('allows at most 120 characters', () => {
    const at120 = `${'a'.repeat(114)}@b.com`;
    expect(at120).toHaveLength(120);
    expect(validateEmail(at120)).toBeNull();
    expect(validateEmail(`a${at120}`)).toBe('Email must be 120 characters or fewer.');
  });
});

describe('reset password messages', () => {
  it('match the product text', () => {
    expect(RESET_PASSWORD_MESSAGES.emailRequired).toBe('Enter your email to reset password.');
    expect(RESET_PASSWORD_MESSAGES.sent).toBe('Password reset email sent. Check your inbox.');
  });
});
