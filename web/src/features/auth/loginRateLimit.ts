import { msg } from '@lingui/core/macro';
import { LOGIN_LOCKOUT_STEPS_MS } from '@shared/constants';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { i18n } from '../../lib/i18n/i18n';

// Client-side sign-in pacing (docs/product-rules.md#rate-limits-and-lockouts): each failure locks the form for the next step
// (30 s, 60 s, 5 min, 15 min, then 1 h on repeat); a success clears the record.

export interface RateLimitRecord {
  failCount: number;
  nextAllowedTs: number;
}

export const EMPTY_RECORD: RateLimitRecord = { failCount: 0, nextAllowedTs: 0 };

export function lockoutMsFor(failCount: number): number {
  const steps = LOGIN_LOCKOUT_STEPS_MS;
  const index = Math.min(Math.max(failCount, 1), steps.length) - 1;
  return steps[index] ?? steps[steps.length - 1] ?? 0;
}

/** Whole seconds until the next attempt is allowed; 0 when allowed now. */
export function secondsUntilAllowed(record: RateLimitRecord, nowMs: number): number {
  return Math.max(0, Math.ceil((record.nextAllowedTs - nowMs) / 1000));
}

export function recordFailure(record: RateLimitRecord, nowMs: number): RateLimitRecord {
  const failCount = record.failCount + 1;
  return { failCount, nextAllowedTs: nowMs + lockoutMsFor(failCount) };
}

/** In the active language. */
export function rateLimitMessage(seconds: number): string {
  return i18n._(msg`Too many attempts. Try again in ${seconds}s.`);
}

/** The stored record; anything unreadable counts as no record. */
export function loadRateLimit(storage: Storage = localStorage): RateLimitRecord {
  try {
    const parsed = JSON.parse(
      storage.getItem(STORAGE_KEYS.loginRateLimit) ?? 'null',
    ) as Partial<RateLimitRecord> | null;
    const failCount = Number(parsed?.failCount);
    const nextAllowedTs = Number(parsed?.nextAllowedTs);
    if (!Number.isInteger(failCount) || failCount < 0 || !Number.isFinite(nextAllowedTs)) return EMPTY_RECORD;
    return { failCount, nextAllowedTs };
  } catch {
    return EMPTY_RECORD;
  }
}

export function saveRateLimit(record: RateLimitRecord, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.loginRateLimit, JSON.stringify(record));
}

export function clearRateLimit(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.loginRateLimit);
}
