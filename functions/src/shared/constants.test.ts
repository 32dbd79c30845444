import { describe, it, expect } from 'vitest';
import * as c from './constants.js';

describe('business constants (SPEC §9)', () => {
  it('session setup', () => {
    expect(c.SESSION_LENGTHS_MIN).toEqual([5, 10, 20, 30]);
    expect(c.FREE_MAX_MINUTES).toBe(10);
    expect(c.SCREEN_COUNTS).toEqual([1, 2, 3]);
    expect([c.MEDIA_INTERVAL_MIN_SEC, c.MEDIA_INTERVAL_MAX_SEC, c.MEDIA_INTERVAL_DEFAULT_SEC]).toEqual([3, 10, 6]);
    expect([c.DEFAULT_SESSION_LENGTH_MIN, c.DEFAULT_SCREENS, c.DEFAULT_ENABLE_AI, c.DEFAULT_ENABLE_BAR]).toEqual([
      10,
      3,
      true,
      true,
    ]);
  });

  it('listing and thumbnails', () => {
    expect([c.LISTING_COUNT_MIN, c.LISTING_COUNT_MAX, c.LISTING_COUNT_DEFAULT]).toEqual([1, 120, 30]);
    expect(c.LISTING_MAX_PER_REQUEST).toBe(60);
    expect(c.LISTING_DEFAULT_TIMEFRAME).toBe('all');
    expect(c.THUMBNAIL_CACHE_TTL_MS).toBe(4 * 60 * 60 * 1000);
    expect(c.THUMBNAIL_CACHE_VERSION).toBe('v5');
  });

  it('session queue, ads and AI', () => {
    expect([c.SESSION_PREFETCH_ITEMS, c.SESSION_START_FETCH_ITEMS, c.SESSION_BACKGROUND_FETCH_ITEMS]).toEqual([
      60, 36, 180,
    ]);
    expect([c.SESSION_REFILL_ITEMS, c.SESSION_REFILL_INTERVAL_MS]).toEqual([24, 90_000]);
    expect(c.AD_CADENCE_BY_SCREENS).toEqual({ 1: 10, 2: 20, 3: 25 });
    expect(c.AD_MAX_DURATION_SEC).toBe(45);
    expect([c.AI_CHUNK_MINUTES, c.AI_DEFAULT_LINE_SEC, c.AI_LOOKAHEAD_MS, c.AI_START_DELAY_MS]).toEqual([
      10, 7, 30_000, 200,
    ]);
    expect([c.AI_FIRST_CHUNK_TIMEOUT_MS, c.AI_LATER_CHUNK_TIMEOUT_MS, c.AI_CHUNK_RETRIES]).toEqual([3000, 5000, 2]);
  });

  it('pace bar', () => {
    expect([c.BPM_MIN, c.BPM_MAX, c.BPM_DEFAULT]).toEqual([10, 200, 100]);
    expect(c.BPM_SNAP_SET).toEqual([28, 36, 44, 52, 60]);
  });

  it('text and field limits', () => {
    expect(c.PERSONALIZATION_MAX_CHARS).toBe(600);
    expect([c.SANITIZE_DEFAULT_MAX, c.SANITIZE_MAX]).toEqual([500, 2000]);
    expect([c.USERNAME_MIN_LENGTH, c.USERNAME_MAX_LENGTH, c.USERNAME_RAW_MAX]).toEqual([3, 20, 40]);
    expect(c.PASSWORD_MIN_LENGTH).toBe(10);
    expect([c.REDEEM_CODE_MAX, c.EMAIL_MAX, c.ADMIN_TARGET_MAX, c.RATE_FIELD_MAX]).toEqual([100, 120, 200, 12]);
  });

  it('auth pacing', () => {
    expect(c.SIGNUPS_PER_DEVICE_PER_DAY).toBe(2);
    expect(c.LOGIN_LOCKOUT_STEPS_MS).toEqual([30_000, 60_000, 300_000, 900_000, 3_600_000]);
    expect([c.VERIFY_RESEND_COOLDOWN_MS, c.VERIFY_RECHECK_COOLDOWN_MS, c.USERNAME_CHECK_DEBOUNCE_MS]).toEqual([
      30_000, 5_000, 400,
    ]);
  });

  it('referrals, affiliates, video host and misc.', () => {
    expect(c.REFERRALS_FOR_PREMIUM).toBe(5);
    expect([c.AFFILIATE_RATE_DEFAULT_PCT, c.AFFILIATE_RATE_MIN_PCT, c.AFFILIATE_RATE_MAX_PCT]).toEqual([10, 0, 100]);
    expect([c.VIDEO_HOST_TOKEN_TTL_MS, c.VIDEO_HOST_TOKEN_MIN_GAP_MS]).toEqual([600_000, 5_000]);
    expect(c.FREE_PREMIUM_DONE_COOKIE).toBe('free_premium_done');
    expect(c.COOKIE_MAX_AGE_SEC).toBe(31_536_000);
    expect([c.TIME_SPENT_TICK_MS, c.PREMIUM_COMPLETE_REDIRECT_MS, c.TRANSACTION_MAX_ATTEMPTS]).toEqual([1000, 1200, 5]);
  });

  it('defaults lie inside their own ranges', () => {
    expect(c.SESSION_LENGTHS_MIN).toContain(c.DEFAULT_SESSION_LENGTH_MIN);
    expect(c.SCREEN_COUNTS).toContain(c.DEFAULT_SCREENS);
    expect(c.LISTING_COUNT_DEFAULT).toBeLessThanOrEqual(c.LISTING_MAX_PER_REQUEST);
    expect(c.BPM_DEFAULT).toBeGreaterThanOrEqual(c.BPM_MIN);
    expect(c.BPM_DEFAULT).toBeLessThanOrEqual(c.BPM_MAX);
  });
});
