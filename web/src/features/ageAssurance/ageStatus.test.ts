import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { rememberAgeStatus } from './ageStatus';

afterEach(() => localStorage.clear());

const NOW = 1_800_000_000_000;
const noted = () => localStorage.getItem(STORAGE_KEYS.firstViewMediaUntil);

describe("rememberAgeStatus (the first view's hint)", () => {
  it('when the region has the click gate, then the next first views may ask for card images for a week', () => {
    rememberAgeStatus({ policy: 'click', verified: false, expiresAt: null, providers: [] }, NOW);
    expect(noted()).toBe(String(NOW + 7 * 24 * 60 * 60 * 1000));
  });

  it('when the region asks for a check and the proof is valid, then only until the proof ends', () => {
    rememberAgeStatus({ policy: 'verify', verified: true, expiresAt: NOW + 5000, providers: ['yoti'] }, NOW);
    expect(noted()).toBe(String(NOW + 5000));
  });

  it.each([
    ['a check is missing', { policy: 'verify', verified: false, expiresAt: null, providers: ['yoti'] }],
    ['media are not offered', { policy: 'block', verified: false, expiresAt: null, providers: [] }],
  ] as const)('when %s, then an earlier hint is dropped and the refusal noted', (_label, status) => {
    rememberAgeStatus({ policy: 'click', verified: false, expiresAt: null, providers: [] }, NOW);
    rememberAgeStatus({ ...status, providers: [...status.providers] }, NOW);
    // Noted as a refusal (0), not dropped: the inline script asks after a hint ran out, never after a refusal.
    expect(noted()).toBe('0');
  });
});
