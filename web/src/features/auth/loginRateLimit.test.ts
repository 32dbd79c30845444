import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import {
  EMPTY_RECORD,
  clearRateLimit,
  loadRateLimit,
  lockoutMsFor,
  rateLimitMessage,
  recordFailure,
  saveRateLimit,
  secondsUntilAllowed,
} from './loginRateLimit';

const T0 = 1_750_000_000_000;

describe('login rate limit', () => {
  it('when failures accumulate, then the lockouts are 30 s, 60 s, 5 min, 15 min and then 1 h on repeat', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(lockoutMsFor)).toEqual([
      30_000, 60_000, 300_000, 900_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('when a sign-in fails, then the next attempt waits for the step and the count grows', () => {
    const first = recordFailure(EMPTY_RECORD, T0);
    expect(first).toEqual({ failCount: 1, nextAllowedTs: T0 + 30_000 });
    const second = recordFailure(first, T0 + 31_000);
    expect(second).toEqual({ failCount: 2, nextAllowedTs: T0 + 31_000 + 60_000 });
  });

  it('when time passes, then the seconds left count down to 0 and round up', () => {
    const record = { failCount: 1, nextAllowedTs: T0 + 30_000 };
    expect(secondsUntilAllowed(record, T0)).toBe(30);
    expect(secondsUntilAllowed(record, T0 + 29_001)).toBe(1);
    expect(secondsUntilAllowed(record, T0 + 30_000)).toBe(0);
    expect(secondsUntilAllowed(EMPTY_RECORD, T0)).toBe(0);
  });

  it('when locked, then the message names the seconds', () => {
    expect(rateLimitMessage(30)).toBe('Too many attempts. Try again in 30s.');
  });

  it('when saved and loaded, then the record round-trips; junk or nothing reads as empty', () => {
    saveRateLimit({ failCount: 3, nextAllowedTs: T0 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.loginRateLimit) ?? '')).toEqual({
      failCount: 3,
      nextAllowedTs: T0,
    });
    expect(loadRateLimit()).toEqual({ failCount: 3, nextAllowedTs: T0 });
    clearRateLimit();
    expect(loadRateLimit()).toEqual(EMPTY_RECORD);
    localStorage.setItem(STORAGE_KEYS.loginRateLimit, '{not json');
    expect(loadRateLimit()).toEqual(EMPTY_RECORD);
    localStorage.setItem(STORAGE_KEYS.loginRateLimit, JSON.stringify({ failCount: -2, nextAllowedTs: 5 }));
    expect(loadRateLimit()).toEqual(EMPTY_RECORD);
  });
});
