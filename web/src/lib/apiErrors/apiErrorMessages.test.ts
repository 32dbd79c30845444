import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ERROR_CODES,
  API_ERRORS,
  apiErrorBody,
  apiErrorText,
  isApiErrorCode,
  SERVER_TO_SERVER_ERROR_CODES,
} from '@shared/api/apiErrors';
import { activateLocale, i18n } from '../i18n/i18n';
import { API_ERROR_MESSAGES, API_ERROR_PARAMS } from './apiErrorMessages';
import { errorBodyMessage } from './apiErrorMessage';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

describe('the API error messages', () => {
  it('has a message for every code a visitor can meet, and its English is the server’s, byte for byte', () => {
    const elsewhere: readonly string[] = [...SERVER_TO_SERVER_ERROR_CODES, ...ADMIN_ERROR_CODES];
    const shown = Object.keys(API_ERRORS).filter((code) => !elsewhere.includes(code));
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual(shown.sort());
    for (const [code, descriptor] of Object.entries(API_ERROR_MESSAGES)) {
      if (!isApiErrorCode(code)) throw new Error(`${code} is not a server code`);
      const placeholders = placeholdersOf(API_ERRORS[code]);
      expect(API_ERROR_PARAMS[code as keyof typeof API_ERROR_PARAMS] ?? [], code).toEqual(placeholders);
      const values: Record<string, number> = Object.fromEntries(placeholders.map((name) => [name, 42]));
      expect(i18n._({ ...descriptor, values }), code).toBe(apiErrorText(code, values));
    }
  });

  it('when the page is in French, then a known code shows in French, its params filled', async () => {
    await act(() => activateLocale('fr'));
    expect(errorBodyMessage(apiErrorBody('invalidCode'), 'Échec')).toBe('Code non valide ou expiré');
    expect(errorBodyMessage(apiErrorBody('rateLimited', { seconds: 9 }), 'Échec')).toBe(
      'Trop de tentatives. Réessayez dans 9\u00a0s.',
    );
    // A validation error says more in English than its code: the translation of the code is what a French reader gets.
    expect(errorBodyMessage(apiErrorBody('invalidRequest', undefined, 'name is required.'), 'Échec')).toBe(
      'Requête non valide',
    );
  });

  it('when the page is in English, then the server’s own text shows (it may name the field)', () => {
    expect(errorBodyMessage(apiErrorBody('invalidRequest', undefined, 'name is required.'), 'Failed')).toBe(
      'name is required.',
    );
    expect(errorBodyMessage({ ok: false, code: 'noPurchase' }, 'Failed')).toBe(API_ERRORS.noPurchase);
  });

  it('when the code is unknown, or its params are missing, then the English error shows; without one, the fallback', async () => {
    await act(() => activateLocale('de'));
    expect(errorBodyMessage({ ok: false, error: 'Something new.', code: 'brandNew' }, 'Fehler')).toBe('Something new.');
    expect(errorBodyMessage({ ok: false, error: 'Too many attempts.', code: 'rateLimited' }, 'Fehler')).toBe(
      'Too many attempts.',
    );
    expect(errorBodyMessage({ ok: false, error: 'Postback.', code: 'unknownShop' }, 'Fehler')).toBe('Postback.');
    expect(errorBodyMessage(undefined, 'Fehler')).toBe('Fehler');
    expect(errorBodyMessage('<html>', 'Fehler')).toBe('Fehler');
    expect(errorBodyMessage({ ok: false, error: '  ' }, 'Fehler')).toBe('Fehler');
  });
});
