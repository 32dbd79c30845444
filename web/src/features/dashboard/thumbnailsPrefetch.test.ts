import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeThumbnailCacheEntry } from '../../lib/media/thumbnails';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { SEED_STARS } from '@shared/stars';
import { firstViewPainted, prefetchStarThumbnails, takePrefetchedStarThumbnails } from './thumbnailsPrefetch';

type WithFirstView = Window & { __starsessionFirstView?: { answer: Promise<unknown> } };

afterEach(() => {
  void takePrefetchedStarThumbnails();
  delete (window as WithFirstView).__starsessionFirstView;
  vi.useRealTimers();
});

const body = { thumbnails: { 'aria-vale': 'http://127.0.0.1:9010/media/img/aria-vale.png' } };

describe('prefetchStarThumbnails', () => {
  it('when a card has no cached image, then it asks once and the answer is taken once', async () => {
    const fetchJson = vi.fn(() => Promise.resolve(body));
    prefetchStarThumbnails(fetchJson);
    prefetchStarThumbnails(fetchJson);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith(API_PATHS.starThumbnails);
    await expect(takePrefetchedStarThumbnails()).resolves.toEqual(body);
    expect(takePrefetchedStarThumbnails()).toBeNull();
  });

  it('when every card has a fresh cached image, then it asks nothing', () => {
    for (const star of SEED_STARS)
      localStorage.setItem(
        STORAGE_KEYS.thumbnail(star.id),
        makeThumbnailCacheEntry(`http://x/${star.id}.png`, Date.now()),
      );
    const fetchJson = vi.fn(() => Promise.resolve(body));
    prefetchStarThumbnails(fetchJson);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(takePrefetchedStarThumbnails()).toBeNull();
  });

  it('when the request fails, then the taken answer is undefined and nothing throws', async () => {
    prefetchStarThumbnails(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(takePrefetchedStarThumbnails()).resolves.toBeUndefined();
  });

  it("when the document's own script has asked already, then its answer is taken and nothing more is asked", async () => {
    (window as WithFirstView).__starsessionFirstView = { answer: Promise.resolve(body) };
    const fetchJson = vi.fn(() => Promise.resolve(body));
    prefetchStarThumbnails(fetchJson);
    expect(fetchJson).not.toHaveBeenCalled();
    await expect(takePrefetchedStarThumbnails()).resolves.toEqual(body);
  });
});

describe('firstViewPainted', () => {
  it('when the document has no first view (another page, or a visitor it does not ask for), then it resolves at once', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void firstViewPainted(1500).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('when the answer never comes, then the app starts anyway at the cap', async () => {
    vi.useFakeTimers();
    (window as WithFirstView).__starsessionFirstView = { answer: new Promise(() => undefined) };
    const done = vi.fn();
    void firstViewPainted(1500).then(done);
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
