import { describe, expect, it } from 'vitest';
import { duplicatesListingPage2, garbageListing, mixedListingPage1 } from './fixtures/forumListings.js';
import { childrenToItems, normalizeListingItem } from './listingPayload.js';

describe('childrenToItems', () => {
  it('unwraps every post of a forum listing in order, with the cursor', () => {
    const page = childrenToItems(mixedListingPage1);
    expect(page.after).toBe('t3_1k2a016');
    expect(page.items.map((i) => i.id)).toEqual([
      '1k2a001',
      '1k2a002',
      '1k2a003',
      '1k2a004',
      '1k2a005',
      '1k2a006',
      '1k2a007',
      '1k2a008',
      '1k2a009',
      '1k2a010',
      '1k2a011',
      '1k2a012',
      '1k2a013',
      '1k2a014',
      '1k2a015',
      '1k2a016',
    ]);
  });

  it('returns a null cursor on the last page', () => {
    expect(childrenToItems(duplicatesListingPage2).after).toBeNull();
  });

  it('keeps the fields the pipeline reads and drops the rest', () => {
    const jpg = childrenToItems(mixedListingPage1).items[0];
    expect(jpg).toMatchObject({
      id: '1k2a001',
      name: 't3_1k2a001',
      permalink: '/r/AriaValeGallery/comments/1k2a001/golden_hour_on_the_balcony/',
      score: 120,
      ups: 120,
      domain: 'i.redd.it',
      url: 'https://i.redd.it/ab12cd34ef56.jpg',
      over_18: true,
    });
    expect(jpg?.preview?.images?.[0]?.resolutions).toHaveLength(4);
    expect(jpg).not.toHaveProperty('num_comments');
    expect(jpg).not.toHaveProperty('thumbnail');
    expect(jpg).not.toHaveProperty('post_hint');
  });

  it('keeps self posts with a null url override', () => {
    const self = childrenToItems(mixedListingPage1).items.find((i) => i.id === '1k2a015');
    expect(self?.url_overridden_by_dest).toBeNull();
    expect(self?.is_self).toBe(true);
  });

  it('keeps gallery order, metadata and the first crosspost parent', () => {
    const items = childrenToItems(mixedListingPage1).items;
    const gallery = items.find((i) => i.id === '1k2a006');
    expect(gallery?.gallery_data?.items.map((g) => g.media_id)).toEqual([
      'gfailed0001',
      'gfirst00001',
      'gpreviewonly',
      'ganimated001',
      'gmissing0001',
      'gpngsecond01',
    ]);
    expect(gallery?.media_metadata?.gfailed0001).toEqual({ status: 'failed' });
    expect(gallery?.media_metadata?.gpreviewonly?.s).toEqual({ x: 1440, y: 1800 });
    const crosspost = items.find((i) => i.id === '1k2a008');
    expect(crosspost?.crosspost_parent_list?.map((p) => p.id)).toEqual(['1k2p100']);
  });

  it('keeps the reddit_video block of hosted videos', () => {
    const video = childrenToItems(mixedListingPage1).items.find((i) => i.id === '1k2a014');
    expect(video?.secure_media?.reddit_video).toEqual({
      fallback_url: 'https://v.redd.it/vclip0000001/DASH_720.mp4?source=fallback',
      duration: 14,
      width: 720,
      height: 1280,
      is_gif: false,
    });
  });

  it('skips junk children and mistyped fields without throwing', () => {
    const page = childrenToItems(garbageListing);
    expect(page.after).toBe('t3_next');
    expect(page.items.map((i) => i.id)).toEqual(['1k2a001', 'badtypes01']);
    expect(page.items[1]).toEqual({
      id: 'badtypes01',
      gallery_data: { items: [{ media_id: 'ok1' }] },
      media_metadata: { ok1: { status: 'valid', s: { u: 'https://i.redd.it/ok1.jpg', x: 0, y: 0 } } },
      preview: { images: [{}] },
    });
  });

  it.each([null, undefined, 42, 'Listing', [], {}, { data: null }, { data: { children: 'x', after: 5 } }])(
    'returns an empty page for %j',
    (input) => {
      expect(childrenToItems(input)).toEqual({ items: [], after: null });
    },
  );
});

describe('normalizeListingItem', () => {
  it('rejects data without a string id', () => {
    expect(normalizeListingItem({ name: 't3_x' })).toBeNull();
    expect(normalizeListingItem({ id: '' })).toBeNull();
    expect(normalizeListingItem('1k2a001')).toBeNull();
  });

  it('follows crossposts one level only', () => {
    const item = normalizeListingItem({
      id: 'a',
      crosspost_parent_list: [{ id: 'b', crosspost_parent_list: [{ id: 'c' }] }, { id: 'd' }],
    });
    expect(item).toEqual({ id: 'a', crosspost_parent_list: [{ id: 'b' }] });
  });
});
