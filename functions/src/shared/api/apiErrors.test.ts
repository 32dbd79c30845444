import { describe, expect, it } from 'vitest';
import {
  API_ERRORS,
  apiErrorBody,
  apiErrorCodeOf,
  apiErrorText,
  isApiErrorCode,
  SERVER_TO_SERVER_ERROR_CODES,
} from './apiErrors.js';

describe('API error codes', () => {
  it('when a code has placeholders, then its text is filled from the params; a missing one stays as it is', () => {
    expect(apiErrorText('rateLimited', { seconds: 12 })).toBe('Too many attempts. Try again in 12s.');
    expect(apiErrorText('rateLimited')).toBe('Too many attempts. Try again in {seconds}s.');
    expect(apiErrorText('invalidCode')).toBe('Invalid or expired code');
  });

  it('when an answer is built, then it carries the English text, the code and only given params', () => {
    expect(apiErrorBody('notFound')).toEqual({ ok: false, error: 'Not found', code: 'notFound' });
    expect(apiErrorBody('invalidRequest', undefined, 'name is required.')).toEqual({
      ok: false,
      error: 'name is required.',
      code: 'invalidRequest',
    });
    expect(apiErrorBody('signedOutRateLimited', { seconds: 5 })).toMatchObject({ params: { seconds: 5 } });
  });

  it('when a value is tested, then only the codes themselves count (not inherited names)', () => {
    expect(isApiErrorCode('noPurchase')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode('Invalid or expired code')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });

  it('when a text is one of the codes’ own, then its code is found (a schema refusing with it keeps the code)', () => {
    expect(apiErrorCodeOf('after must be a listing cursor this server issued.')).toBe('listingCursorInvalid');
    expect(apiErrorCodeOf('sub is required.')).toBeUndefined();
  });

  it('has one code per text, and the server-to-server codes are codes', () => {
    const texts = Object.values(API_ERRORS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const code of SERVER_TO_SERVER_ERROR_CODES) expect(isApiErrorCode(code)).toBe(true);
  });
});
