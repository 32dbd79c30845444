import { describe, expect, it } from 'vitest';
import {
  BLOCKLIST_REFRESH_MS,
  PRIVATE_MEDIA_CACHE_CONTROL,
  REMOVAL_REACH_SEC,
  SHARED_MEDIA_CACHE_CONTROL,
} from './removalReach.js';

function seconds(cacheControl: string, directive: 'max-age' | 's-maxage'): number {
  const match = new RegExp(`(?:^|,\\s*)${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

describe('how long answers naming media are kept', () => {
  it('when a removal is heard within the refresh, then the CDN and the browser together keep it no longer than the minute', () => {
    for (const cacheControl of [SHARED_MEDIA_CACHE_CONTROL, PRIVATE_MEDIA_CACHE_CONTROL]) {
      const kept = BLOCKLIST_REFRESH_MS / 1000 + seconds(cacheControl, 's-maxage') + seconds(cacheControl, 'max-age');
      expect(kept).toBeLessThanOrEqual(REMOVAL_REACH_SEC);
    }
    expect(REMOVAL_REACH_SEC).toBe(60);
  });

  it('when the answer is the same for everyone, then the CDN may share it; a premium page stays in the browser', () => {
    expect(SHARED_MEDIA_CACHE_CONTROL).toBe('public, max-age=15, s-maxage=30');
    expect(PRIVATE_MEDIA_CACHE_CONTROL).toBe('private, max-age=45');
  });
});
