import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { rememberAgeStatus } from './ageStatus';

afterEach(() => localStorage.clear());

const NOW = 1_800_000_000_000;
const noted = () => localStorage.getItem(STORAGE_KEYS.firstViewMediaUntil);

describe("rememberAgeStatus (the first view's hint)", () => {
  const clickRegion = () => localStorage.getItem(STORAGE_KEYS.firstViewClickRegion);

  it('when the region has the click gate, then the next first views may ask for card images for a week, and later ones as a click region', () => {
    rememberAgeStatus({ policy: 'click', verified: false, expiresAt: null, providers: [] }, NOW);
    expect(noted()).toBe(String(NOW + 7 * 24 * 60 * 60 * 1000));
    expect(clickRegion()).toBe('1');
  });

  it('when the region asks for a check and the proof is valid, then only until the proof ends', () => {
    rememberAgeStatus({ policy: 'click', verified: false, expiresAt: null, providers: [] }, NOW);
    rememberAgeStatus({ policy: 'verify', verified: true, expiresAt: NOW + 5000, providers: ['yoti'] }, NOW);
    expect(noted()).toBe(String(NOW + 5000));
    expect(clickRegion()).toBeNull();
  });

  it.each([
    ['a check is missing', { policy: 'verify', verified: false, expiresAt: null, providers: ['yoti'] }],
    ['media are not offered', { policy: 'block', verified: false, expiresAt: null, providers: [] }],
  ] as const)('when %s, then an earlier hint is dropped', (_label, status) => {
    rememberAgeStatus({ policy: 'click', verified: false, expiresAt: null, providers: [] }, NOW);
    rememberAgeStatus({ ...status, providers: [...status.providers] }, NOW);
    expect(noted()).toBeNull();
    expect(clickRegion()).toBeNull();
  });
});
