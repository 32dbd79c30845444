import { describe, expect, it, vi } from 'vitest';
import type { FetchListingPage } from '@shared/media/listingFetcher';
import type { ListingItem } from '@shared/media/types';
import { prefetchStarMedia, readPrefetched } from './mediaSupply';

const STAR = { id: 'aria-vale', subreddits: ['AriaValeGallery'] };

function imagePost(n: number): ListingItem {
  const url = `https://i.redd.it/pic${n}.png`;
  return {
    id: `p${n}`,
    name: `t3_p${n}`,
    permalink: `/r/AriaValeGallery/comments/p${n}/x/`,
    score: 100 - n,
    ups: 100 - n,
    domain: 'i.redd.it',
    url,
    url_overridden_by_dest: url,
  };
}

// One page of 80 image posts; the mixed fetch asks several times and dedupes.
const fetchPage: FetchListingPage = () =>
  Promise.resolve({ items: Array.from({ length: 80 }, (_, i) => imagePost(i)), after: null });

describe('prefetchStarMedia', () => {
  it('when the star has no prefetched list, then 60 items are stored and the first 6 images are warmed', async () => {
    const warm = vi.fn<(url: string) => void>();
    await prefetchStarMedia(STAR, { fetchPage, storage: sessionStorage, warm });
    const stored = readPrefetched(STAR.id, sessionStorage);
    expect(stored).toHaveLength(60);
    expect(warm).toHaveBeenCalledTimes(6);
    expect(warm.mock.calls.map(([url]) => url)).toEqual(stored.slice(0, 6).map((i) => i.srcUrl));
  });

  it('when a prefetched list exists, then nothing is fetched and its images are warmed', async () => {
    await prefetchStarMedia(STAR, { fetchPage, storage: sessionStorage, warm: () => undefined });
    const spyFetch = vi.fn(fetchPage);
    const warm = vi.fn<(url: string) => void>();
    await prefetchStarMedia(STAR, { fetchPage: spyFetch, storage: sessionStorage, warm });
    expect(spyFetch).not.toHaveBeenCalled();
    expect(warm).toHaveBeenCalledTimes(6);
  });

  it('when the listing fails, then nothing is stored and nothing throws', async () => {
    await prefetchStarMedia(STAR, {
      fetchPage: () => Promise.resolve('not-ok'),
      storage: sessionStorage,
      warm: () => undefined,
    });
    expect(readPrefetched(STAR.id, sessionStorage)).toEqual([]);
  });
});
