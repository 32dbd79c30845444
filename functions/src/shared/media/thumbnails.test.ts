import { describe, expect, it } from 'vitest';
import { THUMBNAIL_CACHE_TTL_MS } from '../constants.js';
import { mixedListingPage1 } from './fixtures/forumListings.js';
import { createImageSelector } from './imageSelection.js';
import { childrenToItems } from './listingPayload.js';
import { makeThumbnailCacheEntry, pickThumbnail, readThumbnailCache } from './thumbnails.js';

const { selectImageUrl } = createImageSelector();

describe('pickThumbnail', () => {
  it('takes the best-ranked post that has a selectable image', () => {
    // Higher-ranked posts in the fixture are a self post (5000), a video-host post (700) and
    // image-host posts (400-500); the best image is the webp ranked by ups (300, no score).
    expect(pickThumbnail(childrenToItems(mixedListingPage1).items, selectImageUrl)).toBe(
      'https://i.redd.it/webp000000001.webp',
    );
  });

  it('ranks by score, falling back to ups, then 0', () => {
    const scored = { id: 'a', score: 10, ups: 999, url: 'https://i.redd.it/a.jpg' };
    const upsOnly = { id: 'b', ups: 50, url: 'https://i.redd.it/b.jpg' };
    const unranked = { id: 'c', url: 'https://i.redd.it/c.jpg' };
    expect(pickThumbnail([scored, upsOnly, unranked], selectImageUrl)).toBe('https://i.redd.it/b.jpg');
    expect(pickThumbnail([unranked, scored], selectImageUrl)).toBe('https://i.redd.it/a.jpg');
  });

  it('keeps the earlier post on equal rank', () => {
    const items = [
      { id: 'a', score: 5, url: 'https://i.redd.it/first.jpg' },
      { id: 'b', score: 5, url: 'https://i.redd.it/second.jpg' },
    ];
    expect(pickThumbnail(items, selectImageUrl)).toBe('https://i.redd.it/first.jpg');
  });

  it('returns null when nothing has an image', () => {
    expect(pickThumbnail([], selectImageUrl)).toBeNull();
    expect(pickThumbnail([{ id: 's', score: 1, url: 'https://www.reddit.com/r/x/' }], selectImageUrl)).toBeNull();
  });
});

describe('thumbnail cache', () => {
  const now = 1_780_000_000_000;

  it('round-trips an entry as {url, ts} JSON', () => {
    const raw = makeThumbnailCacheEntry('https://i.redd.it/a.jpg', now);
    expect(JSON.parse(raw)).toEqual({ url: 'https://i.redd.it/a.jpg', ts: now });
    expect(readThumbnailCache(raw, now)).toBe('https://i.redd.it/a.jpg');
  });

  it('is valid for just under 4 hours', () => {
    const raw = makeThumbnailCacheEntry('https://i.redd.it/a.jpg', now);
    expect(readThumbnailCache(raw, now + THUMBNAIL_CACHE_TTL_MS - 1)).toBe('https://i.redd.it/a.jpg');
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
