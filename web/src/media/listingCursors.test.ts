import { describe, expect, it } from 'vitest';
import { fetchListing, type ListingPageParams } from '@shared/media/listingFetcher';
import type { ListingPage } from '@shared/media/types';
import { createListingCursors } from './listingCursors';

/** A listing of `total` posts, `p0`…, whose cursor is the index of the next post; records what it was asked. */
function listingOf(total: number) {
  const asked: ListingPageParams[] = [];
  const fetchPage = (params: ListingPageParams): Promise<ListingPage> => {
    asked.push(params);
    const start = params.after === undefined ? 0 : Number(params.after);
    const end = Math.min(total, start + params.limit);
    const items = Array.from({ length: end - start }, (_, i) => ({ id: `p${String(start + i)}` }));
    return Promise.resolve({ items, after: end < total ? String(end) : null });
  };
  return { asked, fetchPage };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('a session following its listings', () => {
  it('when a listing is fetched again, then it continues after the last page instead of page one', async () => {
    const upstream = listingOf(100);
    const pages = createListingCursors().follow(upstream.fetchPage);
    const first = await fetchListing(pages, { sub: 'AriaValeGallery', type: 'top', timeframe: 'month', count: 30 });
    const refill = await fetchListing(pages, { sub: 'AriaValeGallery', type: 'top', timeframe: 'month', count: 24 });
    expect(ids(first)).toEqual(Array.from({ length: 30 }, (_, i) => `p${String(i)}`));
    expect(ids(refill)).toEqual(Array.from({ length: 24 }, (_, i) => `p${String(30 + i)}`));
    expect(upstream.asked.at(-1)?.after).toBe('30');
  });

  it('when each listing is its own (another time frame, kind or community), then each keeps its own place', async () => {
    const upstream = listingOf(100);
    const pages = createListingCursors().follow(upstream.fetchPage);
    await fetchListing(pages, { sub: 'AriaValeGallery', type: 'top', timeframe: 'month', count: 10 });
    const week = await fetchListing(pages, { sub: 'AriaValeGallery', type: 'top', timeframe: 'week', count: 5 });
    const hot = await fetchListing(pages, { sub: 'AriaValeGallery', type: 'hot', count: 5 });
    const other = await fetchListing(pages, { sub: 'OtherCommunity', type: 'top', timeframe: 'month', count: 5 });
    for (const list of [week, hot, other]) expect(ids(list)[0]).toBe('p0');
  });

  it('when a listing runs out, then the next fetch starts again from the top', async () => {
    const upstream = listingOf(12);
    const pages = createListingCursors().follow(upstream.fetchPage);
    expect(ids(await fetchListing(pages, { sub: 'Small', type: 'hot', count: 10 }))).toHaveLength(10);
    expect(ids(await fetchListing(pages, { sub: 'Small', type: 'hot', count: 10 }))).toEqual(['p10', 'p11']);
    expect(ids(await fetchListing(pages, { sub: 'Small', type: 'hot', count: 3 }))).toEqual(['p0', 'p1', 'p2']);
  });

  it('when a page fails (a cursor the server no longer honours), then the next fetch starts again from the top', async () => {
    const upstream = listingOf(100);
    let failing = false;
    const pages = createListingCursors().follow((params) =>
      failing ? Promise.resolve('not-ok' as const) : upstream.fetchPage(params),
    );
    await fetchListing(pages, { sub: 'AriaValeGallery', type: 'hot', count: 10 });
    failing = true;
    expect(await fetchListing(pages, { sub: 'AriaValeGallery', type: 'hot', count: 10 })).toEqual([]);
    failing = false;
    expect(ids(await fetchListing(pages, { sub: 'AriaValeGallery', type: 'hot', count: 2 }))).toEqual(['p0', 'p1']);
  });
});
