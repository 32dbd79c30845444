import { describe, expect, it } from 'vitest';
import { dedupeListingItems, dedupeMediaItems } from './dedupe.js';
import { duplicatesListingPage2, mixedListingPage1 } from './fixtures/forumListings.js';
import { childrenToItems } from './listingPayload.js';
import type { MediaItem } from './types.js';

function media(id: string, srcUrl: string): MediaItem {
  return {
    id,
    type: 'image',
    srcUrl,
    durationSec: 0,
    previewUrl: null,
    width: 0,
    height: 0,
    source: 'forum',
    postUrl: null,
  };
}

describe('dedupeListingItems', () => {
  it('drops later posts repeating an id, a name or a permalink', () => {
    const page1 = childrenToItems(mixedListingPage1).items;
    const page2 = childrenToItems(duplicatesListingPage2).items;
    const result = dedupeListingItems([...page1, ...page2]);
    expect(result).toHaveLength(page1.length);
    expect(result.map((i) => i.id)).toEqual(page1.map((i) => i.id));
    // The first copy wins: jpgPost's own URL, not the duplicate's.
    expect(result[0]?.url).toBe('https://i.redd.it/ab12cd34ef56.jpg');
  });

  it.each([
    ['id', { id: 'a', name: 'n2', permalink: '/p2' }],
    ['name', { id: 'b', name: 'n1', permalink: '/p2' }],
    ['permalink', { id: 'b', name: 'n2', permalink: '/p1' }],
    ['permalink with trailing slash and other case', { id: 'b', name: 'n2', permalink: '/P1/' }],
  ])('treats a match on %s alone as a duplicate', (_key, later) => {
    expect(dedupeListingItems([{ id: 'a', name: 'n1', permalink: '/p1' }, later]).map((i) => i.id)).toEqual(['a']);
  });

  it('keeps posts that share nothing, and ignores missing names and permalinks', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c', name: 'n', permalink: '' }, { id: 'd', permalink: '' }];
    expect(dedupeListingItems(items).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('compares only against kept posts', () => {
    const items = [
      { id: 'a', name: 'n1' },
      { id: 'a', name: 'n2' }, // dropped: same id as a
      { id: 'c', name: 'n2' }, // kept: n2 belonged only to the dropped post
    ];
    expect(dedupeListingItems(items).map((i) => `${i.id}/${i.name}`)).toEqual(['a/n1', 'c/n2']);
  });
});

describe('dedupeMediaItems', () => {
  it('keeps the first item per source URL', () => {
    const items = [
      media('1', 'https://i.redd.it/a.jpg'),
      media('2', 'https://i.redd.it/b.jpg'),
      media('3', 'https://i.redd.it/a.jpg'),
    ];
    expect(dedupeMediaItems(items).map((m) => m.id)).toEqual(['1', '2']);
  });

  it('skips URLs already queued', () => {
    const items = [
      media('1', 'https://i.redd.it/a.jpg'),
      media('2', 'videohost:x'),
      media('3', 'https://i.redd.it/c.jpg'),
    ];
    expect(dedupeMediaItems(items, ['videohost:x', 'https://i.redd.it/a.jpg']).map((m) => m.id)).toEqual(['3']);
  });
});
