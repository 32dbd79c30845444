import { describe, expect, it } from 'vitest';
import { mixedListingPage1 } from './fixtures/forumListings.js';
import { childrenToItems } from './listingPayload.js';
import { clampListingCount, fetchListing, fetchMixed } from './listingFetcher.js';
import type { FetchListingPage, ListingPageParams } from './listingFetcher.js';
import type { ListingItem, ListingPage } from './types.js';

function posts(prefix: string, count: number): ListingItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i}`,
    name: `t3_${prefix}${i}`,
    permalink: `/r/S/comments/${prefix}${i}/`,
  }));
}

/** Serves `source` like the forum: honours limit, returns the last id as cursor until the end. */
function fakeForum(source: ListingItem[]) {
  const calls: ListingPageParams[] = [];
  const fetchPage: FetchListingPage = (params) => {
    calls.push(params);
    const start = params.after ? source.findIndex((i) => i.name === params.after) + 1 : 0;
    const items = source.slice(start, start + params.limit);
    const last = items[items.length - 1];
    const after = last && start + items.length < source.length ? (last.name ?? null) : null;
    return Promise.resolve({ items, after });
  };
  return { fetchPage, calls };
}

const ids = (items: ListingItem[]) => items.map((i) => i.id);
const page = (response: ListingPage | 'not-ok') => Promise.resolve(response);

describe('clampListingCount', () => {
  it.each([
    [undefined, 30],
    [Number.NaN, 30],
    [Number.POSITIVE_INFINITY, 30],
    [0, 1],
    [-5, 1],
    [1, 1],
    [45.9, 45],
    [120, 120],
    [121, 120],
    [5000, 120],
  ])('%s -> %s', (input, expected) => {
    expect(clampListingCount(input)).toBe(expected);
  });
});

describe('fetchListing', () => {
  it('pages in chunks of at most 60 until the count is reached', async () => {
    const forum = fakeForum(posts('p', 300));
    const result = await fetchListing(forum.fetchPage, {
      sub: 'AriaValeGallery',
      type: 'top',
      timeframe: 'week',
      count: 120,
    });
    expect(ids(result)).toEqual(ids(posts('p', 120)));
    expect(forum.calls).toEqual([
      { sub: 'AriaValeGallery', type: 'top', timeframe: 'week', limit: 60 },
      { sub: 'AriaValeGallery', type: 'top', timeframe: 'week', limit: 60, after: 't3_p59' },
    ]);
  });

  it('asks only for what is still missing and defaults to 30 from top of all time', async () => {
    const forum = fakeForum(posts('p', 100));
    const result = await fetchListing(forum.fetchPage, { sub: 'S', type: 'top' });
    expect(result).toHaveLength(30);
    expect(forum.calls).toEqual([{ sub: 'S', type: 'top', timeframe: 'all', limit: 30 }]);
  });

  it('sends no timeframe for hot', async () => {
    const forum = fakeForum(posts('p', 10));
    await fetchListing(forum.fetchPage, { sub: 'S', type: 'hot', timeframe: 'month', count: 5 });
    expect(forum.calls).toEqual([{ sub: 'S', type: 'hot', limit: 5 }]);
  });

  it('keeps asking when pages come back short, then trims to count', async () => {
    const source = posts('p', 200);
    const calls: ListingPageParams[] = [];
    const shortPages: FetchListingPage = (params) => {
      calls.push(params);
      const start = params.after ? Number(params.after.slice(4)) + 1 : 0;
      const items = source.slice(start, start + 25);
      return Promise.resolve({ items, after: items[items.length - 1]?.name ?? null });
    };
    const result = await fetchListing(shortPages, { sub: 'S', type: 'top', count: 70 });
    expect(ids(result)).toEqual(ids(source.slice(0, 70)));
    expect(calls.map((c) => c.limit)).toEqual([60, 45, 20]);
  });

  it('trims a page that overshoots', async () => {
    const result = await fetchListing(() => page({ items: posts('p', 50), after: 't3_x' }), {
      sub: 'S',
      type: 'top',
      count: 7,
    });
    expect(ids(result)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('stops when no cursor comes back', async () => {
    const forum = fakeForum(posts('p', 45));
    const result = await fetchListing(forum.fetchPage, { sub: 'S', type: 'top', count: 120 });
    expect(result).toHaveLength(45);
    expect(forum.calls).toHaveLength(1);
  });

  it('stops on an empty page', async () => {
    let call = 0;
    const result = await fetchListing(
      () => {
        call += 1;
        return page(call === 1 ? { items: posts('p', 10), after: 't3_p9' } : { items: [], after: 't3_more' });
      },
      { sub: 'S', type: 'top', count: 50 },
    );
    expect(result).toHaveLength(10);
    expect(call).toBe(2);
  });

  it('returns what was collected when a response is not OK', async () => {
    const pages: (ListingPage | 'not-ok')[] = [
      { items: posts('a', 60), after: 't3_a59' },
      'not-ok',
      { items: posts('c', 60), after: null },
    ];
    let call = 0;
    const result = await fetchListing(() => page(pages[call++] ?? 'not-ok'), { sub: 'S', type: 'top', count: 120 });
    expect(ids(result)).toEqual(ids(posts('a', 60)));
    expect(call).toBe(2);
  });

  it('returns what was collected when a request throws, and [] when the first one does', async () => {
    let call = 0;
    const result = await fetchListing(
      () => {
        call += 1;
        if (call === 2) return Promise.reject(new TypeError('Failed to fetch'));
        return page({ items: posts(`c${call}`, 60), after: `t3_c${call}` });
      },
      { sub: 'S', type: 'top', count: 120 },
    );
    expect(ids(result)).toEqual(ids(posts('c1', 60)));
    await expect(fetchListing(() => Promise.reject(new Error('offline')), { sub: 'S', type: 'hot' })).resolves.toEqual(
      [],
    );
  });

  it('survives a malformed page', async () => {
    const bad = (() => Promise.resolve({ items: null, after: null })) as unknown as FetchListingPage;
    await expect(fetchListing(bad, { sub: 'S', type: 'top' })).resolves.toEqual([]);
  });

  it('deduplicates across pages and stops when a page adds nothing new', async () => {
    let call = 0;
    const result = await fetchListing(
      () => {
        call += 1;
        // Every page repeats the first: the listing is stuck.
        return page({ items: posts('p', 10), after: `t3_cursor${call}` });
      },
      { sub: 'S', type: 'top', count: 50 },
    );
    expect(ids(result)).toEqual(ids(posts('p', 10)));
    expect(call).toBe(2);
  });

  it('stops when the same cursor comes back twice', async () => {
    let call = 0;
    const result = await fetchListing(
      () => {
        call += 1;
        return page({ items: posts(`c${call}-`, 5), after: 't3_same' });
      },
      { sub: 'S', type: 'top', count: 50 },
    );
    expect(result).toHaveLength(10);
    expect(call).toBe(2);
  });

  it('works on recorded forum pages unwrapped by childrenToItems', async () => {
    const recorded = childrenToItems(mixedListingPage1);
    const result = await fetchListing(() => page({ ...recorded, after: null }), {
      sub: 'AriaValeGallery',
      type: 'top',
      count: 5,
    });
    expect(ids(result)).toEqual(['1k2a001', '1k2a002', '1k2a003', '1k2a004', '1k2a005']);
  });
});

describe('fetchMixed', () => {
  /** Distinct posts per listing, with `shared` posts present in all three. */
  function mixedForum(shared: number) {
    const calls: ListingPageParams[] = [];
    const common = posts('shared', shared);
    const sources: Record<string, ListingItem[]> = {
      'top/month': [...common, ...posts('month', 200)],
      'top/week': [...common, ...posts('week', 200)],
      'hot/': [...common, ...posts('hot', 200)],
    };
    const fetchPage: FetchListingPage = (params) => {
      calls.push(params);
      const source = sources[`${params.type}/${params.timeframe ?? ''}`] ?? [];
      const start = params.after ? source.findIndex((i) => i.name === params.after) + 1 : 0;
      const items = source.slice(start, start + params.limit);
      return page({ items, after: items[items.length - 1]?.name ?? null });
    };
    return { fetchPage, calls };
  }

  const identity = (max: number) => max - 1;

  it('asks for month = count, week = hot = ceil(count / 2)', async () => {
    const forum = mixedForum(0);
    await fetchMixed(forum.fetchPage, { sub: 'S', count: 31 }, identity);
    const firstCalls = forum.calls.map((c) => `${c.type}/${c.timeframe ?? '-'}:${c.limit}`).sort();
    expect(firstCalls).toEqual(['hot/-:16', 'top/month:31', 'top/week:16']);
  });

  it('combines, deduplicates and trims to count', async () => {
    const forum = mixedForum(3);
    // The identity shuffle keeps month, week, hot order, so the trim is predictable.
    const result = await fetchMixed(forum.fetchPage, { sub: 'S', count: 10 }, identity);
    expect(ids(result)).toEqual([
      'shared0',
      'shared1',
      'shared2',
      'month0',
      'month1',
      'month2',
      'month3',
      'month4',
      'month5',
      'month6',
    ]);
  });

  it('returns fewer than count only when the listings run dry, without repeats', async () => {
    const forum = mixedForum(3);
    const result = await fetchMixed(forum.fetchPage, { sub: 'S', count: 120 }, identity);
    expect(result).toHaveLength(120);
    expect(new Set(ids(result)).size).toBe(120);
  });

  it('shuffles the combined list with the injected source', async () => {
    const forum = mixedForum(0);
    const asked: number[] = [];
    const reverse = (max: number) => {
      asked.push(max);
      return 0;
    };
    const result = await fetchMixed(forum.fetchPage, { sub: 'S', count: 2 }, reverse);
    // Combined: month0, month1, week0, hot0 -> Fisher–Yates always swapping with index 0.
    expect(asked).toEqual([4, 3, 2]);
    expect(ids(result)).toEqual(['month1', 'week0']);
  });

  it('mixes all three sources with the default crypto shuffle', async () => {
    const forum = mixedForum(0);
    const result = await fetchMixed(forum.fetchPage, { sub: 'S', count: 120 });
    expect(result).toHaveLength(120);
    const prefixes = new Set(ids(result).map((id) => id.replace(/\d+$/, '')));
    expect(prefixes).toEqual(new Set(['month', 'week', 'hot']));
  });

  it('still returns the listings that worked when one fails', async () => {
    const failingHot: FetchListingPage = (params) =>
      page(params.type === 'hot' ? 'not-ok' : { items: posts(params.timeframe ?? '', 5), after: null });
    const result = await fetchMixed(failingHot, { sub: 'S', count: 10 }, identity);
    expect(ids(result)).toEqual([
      'month0',
      'month1',
      'month2',
      'month3',
      'month4',
      'week0',
      'week1',
      'week2',
      'week3',
      'week4',
    ]);
  });
});
