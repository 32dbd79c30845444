import { describe, expect, it } from 'vitest';
import { THUMBNAIL_CACHE_TTL_MS } from '@shared/constants';
import { makeThumbnailCacheEntry, readThumbnailCache } from './thumbnails';

describe('thumbnail cache', () => {
  const now = 1_780_000_000_000;

  it('round-trips an entry as {url, ts} JSON', () => {
    const raw = makeThumbnailCacheEntry('https://i.redd.it/a.jpg', now);
    expect(JSON.parse(raw)).toEqual({ url: 'https://i.redd.it/a.jpg', ts: now });
    expect(readThumbnailCache(raw, now)).toEqual({ url: 'https://i.redd.it/a.jpg', renditions: null });
  });

  it('round-trips renditions with the URL, and reads malformed ones as none', () => {
    const renditions = [
      { url: 'https://preview.redd.it/a.jpg?width=320&auto=webp&s=x', width: 320 },
      { url: 'https://preview.redd.it/a.jpg?width=640&auto=webp&s=y', width: 640 },
    ];
    const raw = makeThumbnailCacheEntry('https://preview.redd.it/a.jpg?width=640&auto=webp&s=y', now, renditions);
    expect(readThumbnailCache(raw, now)?.renditions).toEqual(renditions);
    expect(JSON.parse(makeThumbnailCacheEntry('https://i.redd.it/a.jpg', now, []))).toEqual({
      url: 'https://i.redd.it/a.jpg',
      ts: now,
    });
    const bad = JSON.stringify({ url: 'https://i.redd.it/a.jpg', ts: now, renditions: [{ url: 'x', width: 1 }] });
    expect(readThumbnailCache(bad, now)).toEqual({ url: 'https://i.redd.it/a.jpg', renditions: null });
  });

  it('is valid for just under 4 hours', () => {
    const raw = makeThumbnailCacheEntry('https://i.redd.it/a.jpg', now);
    expect(readThumbnailCache(raw, now + THUMBNAIL_CACHE_TTL_MS - 1)?.url).toBe('https://i.redd.it/a.jpg');
    expect(readThumbnailCache(raw, now + THUMBNAIL_CACHE_TTL_MS)).toBeNull();
    expect(THUMBNAIL_CACHE_TTL_MS).toBe(14_400_000);
  });

  it('treats a timestamp from the future as stale', () => {
    expect(readThumbnailCache(makeThumbnailCacheEntry('https://i.redd.it/a.jpg', now + 1), now)).toBeNull();
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '"https://i.redd.it/a.jpg"',
    '{"url":"https://i.redd.it/a.jpg"}',
    '{"url":"","ts":1780000000000}',
    '{"url":42,"ts":1780000000000}',
    '{"url":"https://i.redd.it/a.jpg","ts":"1780000000000"}',
  ])('reads %j as no entry', (raw) => {
    expect(readThumbnailCache(raw, now)).toBeNull();
  });
});
