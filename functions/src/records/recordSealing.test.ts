import { describe, expect, it } from 'vitest';
import { openBytes, openJson, SealBroken, sealBytes, sealJson } from './recordSealing.js';

const SECRET = 'a-records-key-for-tests-only-0123456789';

describe('sealed performer record values', () => {
  it('when sealed and opened with the same key, record and purpose, then the value comes back', () => {
    const sealed = sealJson(SECRET, 'rec1', 'identity', { legalName: 'Ada Example', dateOfBirth: '1990-04-01' });
    expect(sealed).not.toContain('Ada');
    expect(openJson(SECRET, 'rec1', 'identity', sealed)).toEqual({
      legalName: 'Ada Example',
      dateOfBirth: '1990-04-01',
    });
  });

  it('when the same value is sealed twice, then the ciphertexts differ (a fresh IV each time)', () => {
    expect(sealJson(SECRET, 'rec1', 'identity', 'x')).not.toBe(sealJson(SECRET, 'rec1', 'identity', 'x'));
  });

  it('when opened with another key, on another record or as another field, then it refuses', () => {
    const sealed = sealBytes(SECRET, 'rec1', 'document:a', Buffer.from('image bytes'));
    expect(() => openBytes(`${SECRET}-other`, 'rec1', 'document:a', sealed)).toThrow(SealBroken);
    expect(() => openBytes(SECRET, 'rec2', 'document:a', sealed)).toThrow(SealBroken);
    expect(() => openBytes(SECRET, 'rec1', 'document:b', sealed)).toThrow(SealBroken);
    expect(openBytes(SECRET, 'rec1', 'document:a', sealed).toString()).toBe('image bytes');
  });

  it('when one byte of the ciphertext is changed, or it is cut short, then it refuses', () => {
    const sealed = sealBytes(SECRET, 'rec1', 'document:a', Buffer.from('image bytes'));
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(() => openBytes(SECRET, 'rec1', 'document:a', altered)).toThrow(SealBroken);
    expect(() => openBytes(SECRET, 'rec1', 'document:a', sealed.subarray(0, 20))).toThrow(SealBroken);
  });
});
