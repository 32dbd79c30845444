import { describe, it, expect } from 'vitest';
import * as c from './constants.js';

// The values themselves are checked through behaviour (e.g. web/src/lib/sessionEngine/specNumbers.test.ts);
// here only that the constants agree with each other.
describe('business constants (docs/product-rules.md)', () => {
  it('defaults lie inside their own ranges', () => {
    expect(c.SESSION_LENGTHS_MIN).toContain(c.DEFAULT_SESSION_LENGTH_MIN);
    expect(c.SESSION_LENGTHS_MIN).toContain(c.FREE_MAX_MINUTES);
    expect(c.SCREEN_COUNTS).toContain(c.DEFAULT_SCREENS);
    expect(c.MEDIA_INTERVAL_DEFAULT_SEC).toBeGreaterThanOrEqual(c.MEDIA_INTERVAL_MIN_SEC);
    expect(c.MEDIA_INTERVAL_DEFAULT_SEC).toBeLessThanOrEqual(c.MEDIA_INTERVAL_MAX_SEC);
    expect(c.LISTING_COUNT_DEFAULT).toBeLessThanOrEqual(c.LISTING_MAX_PER_REQUEST);
    expect(c.BPM_DEFAULT).toBeGreaterThanOrEqual(c.BPM_MIN);
    expect(c.BPM_DEFAULT).toBeLessThanOrEqual(c.BPM_MAX);
    for (const bpm of c.BPM_SNAP_SET) expect(bpm).toBe(Math.min(c.BPM_MAX, Math.max(c.BPM_MIN, bpm)));
  });
  it('keeps referral premium out of reach of one day of farming', () => {
    // Two adjacent UTC days cover any 24 hours; together they must stay below the premium threshold.
    expect(2 * c.REFERRALS_PER_REFERRER_PER_DAY).toBeLessThan(c.REFERRALS_FOR_PREMIUM);
    expect(c.REFERRAL_QUALIFYING_SESSION_MS).toBeLessThanOrEqual(Math.min(...c.SESSION_LENGTHS_MIN) * 60_000);
    // A lost heartbeat still counts as played; the longest session, paused a while, still fits the cap.
    expect(c.SESSION_HEARTBEAT_MAX_GAP_MS).toBeGreaterThan(2 * c.SESSION_HEARTBEAT_INTERVAL_MS);
    // ... also when only every other beat is stored: a beat skipped just under the store gap, then a lost one.
    expect(c.SESSION_BEAT_STORE_MIN_GAP_MS).toBeGreaterThan(c.SESSION_HEARTBEAT_INTERVAL_MS);
    expect(c.SESSION_HEARTBEAT_MAX_GAP_MS).toBeGreaterThanOrEqual(
      c.SESSION_BEAT_STORE_MIN_GAP_MS + 2 * c.SESSION_HEARTBEAT_INTERVAL_MS,
    );
    expect(c.SESSION_RUN_MAX_MS).toBeGreaterThan(Math.max(...c.SESSION_LENGTHS_MIN) * 60_000);
    const fastestShown =
      (Math.max(...c.SESSION_LENGTHS_MIN) * 60 * Math.max(...c.SCREEN_COUNTS)) / c.MEDIA_INTERVAL_MIN_SEC;
    expect(c.SESSION_SHOWN_MAX).toBeGreaterThan(fastestShown);
  });
});
