import { describe, it, expect } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { scorePassword, validatePassword } from './password';

describe('scorePassword', () => {
  it('asks for a password when empty', () => {
    expect(scorePassword('')).toEqual({ score: 0, strong: false, suggestions: ['Enter a password'] });
  });

  it('lists every missing criterion in the documented order', () => {
    expect(scorePassword('a')).toEqual({
      score: 1,
      strong: false,
      suggestions: ['Use at least 10 characters', 'Add an uppercase letter', 'Add a number', 'Add a symbol'],
    });
    expect(scorePassword('!').suggestions).toEqual([
      'Use at least 10 characters',
      'Add an uppercase letter',
      'Add a lowercase letter',
      'Add a number',
    ]);
  });

  it('gives one point per criterion', () => {
    expect(scorePassword('abcdefghij').score).toBe(2);
    expect(scorePassword('Abcdefghij').score).toBe(3);
    expect(scorePassword('Abcdefghi1').score).toBe(4);
  });

  it('caps the score at 4 and calls 4 strong', () => {
    expect(scorePassword('Abcdefgh1!')).toEqual({ score: 4, strong: true, suggestions: [] });
    expect(scorePassword('Abcdefghi1')).toEqual({ score: 4, strong: true, suggestions: ['Add a symbol'] });
  });

  it('counts a space or punctuation as a symbol and non-ASCII letters by case', () => {
    expect(scorePassword('a b').suggestions).not.toContain('Add a symbol');
    expect(scorePassword('ÉCOLE').suggestions).toContain('Add a lowercase letter');
    expect(scorePassword('ÉCOLE').suggestions).not.toContain('Add an uppercase letter');
  });
});

describe('validatePassword', () => {
  it('accepts strong passwords of at least 10 characters', () => {
    expect(validatePassword('Abcdefgh1!')).toBeNull();
    expect(validatePassword('correct horse battery 9')).toBeNull();
  });

  it('rejects a weak password with the suggestions as sentences', () => {
    expect(validatePassword('abcdefghij')).toBe(
      'Password is too weak. Add an uppercase letter. Add a number. Add a symbol.',
    );
  });

  it('rejects a short password even when it scores 4', () => {
    expect(scorePassword('Ab1!').strong).toBe(true);
    expect(validatePassword('Ab1!')).toBe('Password is too weak. Use at least 10 characters.');
  });

  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('Password is too weak. Enter a password.');
  });
});

describe('password hints in other languages', () => {
  it('when the visitor reads Spanish, then the verdict and each suggestion are Spanish', async () => {
    await activateLocale('es');
    expect(validatePassword('abcdefghij')).toBe(
      'La contraseña es demasiado débil. Añade una mayúscula. Añade un número. Añade un símbolo.',
    );
    expect(scorePassword('').suggestions).toEqual(['Introduce una contraseña']);
  });
});
