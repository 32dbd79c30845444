import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_START_FETCH_ITEMS } from '@shared/constants';
import type { FetchListingPage } from '@shared/media/listingFetcher';
import { HIDES_NOTHING, type HidesItem } from '@shared/media/personalBlocklist';
import type { ListingItem, MediaItem } from '@shared/media/types';
import { readPrefetched, storePrefetched } from './mediaSupply';
import {
  handOverWarmup,
  startSessionWarmup,
  takeHandedOverWarmup,
  type SessionWarmup,
  type WarmupDeps,
} from './sessionWarmup';

const STAR = { id: 'aria-vale', subreddits: ['AriaValeGallery'] };

function imagePost(n: number): ListingItem {
  const url = `https://i.redd.it/pic${n}.png`;
  return {
    id: `p${n}`,
    title: n % 2 === 0 ? 'rainy day' : 'sunny day',
    name: `t3_p${n}`,
    permalink: `/r/AriaValeGallery/comments/p${n}/x/`,
    score: 100 - n,
    ups: 100 - n,
    domain: 'i.redd.it',
    url,
    url_overridden_by_dest: url,
  };
}

function item(n: number, type: MediaItem['type'] = 'image'): MediaItem {
  const srcUrl = type === 'video' ? `videohost:clip${n}` : `https://i.redd.it/stored${n}.png`;
  return { id: `s${n}`, srcUrl, type, source: 'forum' } as MediaItem;
}

const pagesOf80: FetchListingPage = () =>
  Promise.resolve({ items: Array.from({ length: 80 }, (_, i) => imagePost(i)), after: null });

/** Deps that record what was warmed, released and asked for. */
function recordingDeps(fetchPage: FetchListingPage = pagesOf80) {
  const warmedImages: string[] = [];
  const warmedVideos: string[] = [];
  const released: string[] = [];
  const deps = {
    fetchPage: vi.fn(fetchPage),
    releasePages: vi.fn(),
    warmImage: (url: string) => {
      warmedImages.push(url);
      return () => released.push(url);
    },
    warmVideo: ({ srcUrl }: { srcUrl: string }) => {
      warmedVideos.push(srcUrl);
      return () => released.push(srcUrl);
    },
  } satisfies WarmupDeps;
  return { deps, warmedImages, warmedVideos, released };
}

const settled = (warmup: SessionWarmup) => warmup.items.then(() => undefined);

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('startSessionWarmup', () => {
  it("when the star has no stored list, then the session's first request is made now, stored, and the first panels' images are warmed", async () => {
    const { deps, warmedImages } = recordingDeps();
    const warmup = startSessionWarmup(STAR, HIDES_NOTHING, deps);
    warmup.warmScreens(3);
    const items = await warmup.items;
    await settled(warmup);

    expect(deps.fetchPage).toHaveBeenCalled();
    expect(items).toHaveLength(SESSION_START_FETCH_ITEMS);
    expect(readPrefetched(STAR.id)).toEqual(items);
    // Current and next item of each of the 3 panels.
    expect(warmedImages).toEqual(items.slice(0, 6).map((i) => i.srcUrl));
  });

  it("when a long enough list is stored, then nothing is fetched, the first items' images go ahead of their videos and all are warmed, videos resolved", async () => {
    const stored = [item(0, 'video'), ...Array.from({ length: 59 }, (_, i) => item(i + 1))];
    storePrefetched(STAR.id, stored);
    const { deps, warmedImages, warmedVideos } = recordingDeps();
    const warmup = startSessionWarmup(STAR, HIDES_NOTHING, deps);
    warmup.warmScreens(3);
    await settled(warmup);

    expect(deps.fetchPage).not.toHaveBeenCalled();
    // What the session reads: the video moved behind the images of the first 6, the rest unchanged.
    const order = readPrefetched(STAR.id).map((i) => i.id);
    expect(order.slice(0, 7)).toEqual(['s1', 's2', 's3', 's4', 's5', 's0', 's6']);
    expect(order.slice(7)).toEqual(stored.slice(7).map((i) => i.id));
    expect(warmedVideos).toEqual(['videohost:clip0']);
    expect(warmedImages).toEqual(stored.slice(1, 6).map((i) => i.srcUrl));
  });

  it('when the screen count grows after warming, then the added panels are warmed too and nothing twice', async () => {
    storePrefetched(
      STAR.id,
      Array.from({ length: 60 }, (_, i) => item(i)),
    );
    const { deps, warmedImages } = recordingDeps();
    const warmup = startSessionWarmup(STAR, HIDES_NOTHING, deps);
    warmup.warmScreens(1);
    await settled(warmup);
    expect(warmedImages).toHaveLength(2);

    warmup.warmScreens(3);
    expect(warmedImages).toHaveLength(6);
    warmup.warmScreens(2);
    expect(new Set(warmedImages).size).toBe(6);
  });

  it('when the blocklist hides items, then they are neither fetched into the list nor warmed', async () => {
    const hidesEven: HidesItem = (candidate) => candidate.labels?.title === 'rainy day';
    const { deps, warmedImages } = recordingDeps();
    const warmup = startSessionWarmup(STAR, hidesEven, deps);
    warmup.warmScreens(2);
    const items = await warmup.items;
    await settled(warmup);

    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => hidesEven(i))).toBe(false);
    expect(warmedImages.length).toBe(4);
    expect(warmedImages.some((url) => /[02468]\.png$/.test(url))).toBe(false);
  });

  it('when the listing is refused (a 451 region answers not-ok), then nothing is stored, warmed or thrown', async () => {
    const { deps, warmedImages } = recordingDeps(() => Promise.resolve('not-ok'));
    const warmup = startSessionWarmup(STAR, HIDES_NOTHING, deps);
    warmup.warmScreens(3);
    await expect(warmup.items).resolves.toEqual([]);
    expect(readPrefetched(STAR.id)).toEqual([]);
    expect(warmedImages).toEqual([]);
  });

  it('when released, then everything warmed and every held page is let go, and nothing is warmed or stored after', async () => {
    const waiting: ((page: Awaited<ReturnType<FetchListingPage>>) => void)[] = [];
    const slow: FetchListingPage = () => new Promise((resolve) => waiting.push(resolve));
    const { deps, warmedImages, released } = recordingDeps(slow);
    const warmup = startSessionWarmup(STAR, HIDES_NOTHING, deps);
    warmup.warmScreens(3);
    warmup.release();
    waiting.forEach((answer) => answer({ items: Array.from({ length: 80 }, (_, i) => imagePost(i)), after: null }));
    await settled(warmup);

    expect(deps.releasePages).toHaveBeenCalledTimes(1);
    expect(warmedImages).toEqual([]);
    expect(released).toEqual([]);
    expect(readPrefetched(STAR.id)).toEqual([]);

    storePrefetched(
      STAR.id,
      Array.from({ length: 60 }, (_, i) => item(i)),
    );
    const second = recordingDeps();
    const kept = startSessionWarmup(STAR, HIDES_NOTHING, second.deps);
    kept.warmScreens(2);
    await settled(kept);
    kept.release();
    expect(second.released).toEqual(second.warmedImages);
    expect(second.released).toHaveLength(4);
  });
});

describe('handing a warmup to the session', () => {
  it('when the session of the same star takes it, then it gets it once', () => {
    const warmup = startSessionWarmup(STAR, HIDES_NOTHING, recordingDeps().deps);
    handOverWarmup(warmup);
    expect(takeHandedOverWarmup(STAR.id)).toBe(warmup);
    expect(takeHandedOverWarmup(STAR.id)).toBeNull();
    warmup.release();
  });

  it('when a session of another star asks, then it gets nothing and the warmup is let go', () => {
    const { deps } = recordingDeps();
    handOverWarmup(startSessionWarmup(STAR, HIDES_NOTHING, deps));
    expect(takeHandedOverWarmup('luna-marlowe')).toBeNull();
    expect(deps.releasePages).toHaveBeenCalledTimes(1);
  });

  it('when no session takes it, then it is let go after a while', () => {
    vi.useFakeTimers();
    const { deps } = recordingDeps();
    handOverWarmup(startSessionWarmup(STAR, HIDES_NOTHING, deps));
    vi.advanceTimersByTime(10_000);
    expect(deps.releasePages).toHaveBeenCalledTimes(1);
    expect(takeHandedOverWarmup(STAR.id)).toBeNull();
  });
});
