import { describe, it, expect, expectTypeOf } from 'vitest';
import type { ListingItem } from '../media/types.js';
import { listingItemSchema, type ListingItemPayload } from './listingItem.js';

describe('listingItemSchema', () => {
  it('accepts a gallery post, keeping fields it does not name', () => {
    const item = listingItemSchema.parse({
      id: 'abc',
      name: 't3_abc',
      permalink: '/r/x/comments/abc/',
      score: 10,
      ups: 10,
      domain: 'reddit.com',
      url: 'https://www.reddit.com/gallery/abc',
      url_overridden_by_dest: null,
      is_gallery: true,
      gallery_data: { items: [{ media_id: 'm1', id: 1 }] },
      media_metadata: {
        m1: {
          status: 'valid',
          e: 'Image',
          s: { u: 'https://preview.redd.it/m1.jpg?a=1&amp;b=2', x: 640, y: 800 },
          p: [{ u: 'https://preview.redd.it/m1s.jpg', x: 108, y: 135 }],
        },
        m2: { status: 'failed' },
      },
      preview: { images: [] },
    });
    expect(item.media_metadata?.m1?.s?.x).toBe(640);
    expect(item.media_metadata?.m1?.p?.[0]?.u).toBe('https://preview.redd.it/m1s.jpg');
    expect(item.gallery_data?.items[0]?.media_id).toBe('m1');
    expect(item).toHaveProperty('preview', { images: [] });
  });

  it('fills unknown dimensions with 0 and a missing gallery list with []', () => {
    const item = listingItemSchema.parse({
      id: 'a',
      gallery_data: {},
      media_metadata: { m: { s: { gif: 'https://i.redd.it/a.gif' } } },
    });
    expect(item.media_metadata?.m?.s).toEqual({ gif: 'https://i.redd.it/a.gif', x: 0, y: 0 });
    expect(item.gallery_data?.items).toEqual([]);
  });

  it('needs only an id', () => {
    expect(listingItemSchema.parse({ id: 'x' })).toEqual({ id: 'x' });
    expect(listingItemSchema.safeParse({ name: 't3_x' }).success).toBe(false);
  });

  it('rejects known fields of the wrong type', () => {
    expect(listingItemSchema.safeParse({ id: 'x', score: 'high' }).success).toBe(false);
    expect(listingItemSchema.safeParse({ id: 'x', gallery_data: { items: [{}] } }).success).toBe(false);
  });

  it('parses to something the media pipeline accepts', () => {
    expectTypeOf<ListingItemPayload>().toExtend<ListingItem>();
  });
});
