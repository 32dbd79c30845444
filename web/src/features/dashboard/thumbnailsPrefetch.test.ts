import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeThumbnailCacheEntry, thumbnailCacheKey } from '@shared/media/thumbnails';
import { STARS } from '@shared/stars';
import { prefetchStarThumbnails, takePrefetchedStarThumbnails } from './thumbnailsPrefetch';

afterEach(() => {
  void takePrefetchedStarThumbnails();
});

const body = { thumbnails: { 'aria-vale': 'http://127.0.0.1:9010/media/img/aria-vale.png' } };

describe('prefetchStarThumbnails', () => {
  it('when a card has no cached image, then it asks once, warms the schema, and the answer is taken once', async () => {
    const fetchJson = vi.fn(() => Promise.resolve(body));
    const loadSchema = vi.fn(() => Promise.resolve({}));
    prefetchStarThumbnails(fetchJson, loadSchema);
    prefetchStarThumbnails(fetchJson, loadSchema);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith(API_PATHS.starThumbnails);
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedStarThumbnails()).resolves.toEqual(body);
    expect(takePrefetchedStarThumbnails()).toBeNull();
  });

  it('when every card has a fresh cached image, then it asks nothing', () => {
    for (const star of STARS) localStorage.setItem(thumbnailCacheKey(star.id), makeThumbnailCacheEntry(`http://x/${star.id}.png`, Date.now()));
    const fetchJson = vi.fn(() => Promise.resolve(body));
    prefetchStarThumbnails(fetchJson, () => Promise.resolve({}));
    expect(fetchJson).not.toHaveBeenCalled();
    expect(takePrefetchedStarThumbnails()).toBeNull();
  });

  it('when the request or the schema chunk fails, then the taken answer is undefined and nothing throws', async () => {
    prefetchStarThumbnails(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(takePrefetchedStarThumbnails()).resolves.toBeUndefined();
  });
});
