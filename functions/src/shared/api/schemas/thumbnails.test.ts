import { describe, expect, it } from 'vitest';
import { parseStarThumbnailsResponse } from './thumbnails.js';

describe('parseStarThumbnailsResponse', () => {
  it('when every entry is a URL or null, then the answer comes back as the thumbnails record', () => {
    const raw = {
      thumbnails: { 'aria-vale': 'http://127.0.0.1:9010/media/img/a.png', 'bo-lark': null },
      labels: { 'aria-vale': { title: 'Neon waves', flair: 'Glow', community: 'NeonRoom', creator: 'painter' } },
    };
    expect(parseStarThumbnailsResponse(raw)).toEqual(raw);
    expect(parseStarThumbnailsResponse({ thumbnails: {} })).toEqual({ thumbnails: {}, labels: {} });
  });

  it('when the answer carries other keys, then only the thumbnails and labels are kept', () => {
    expect(parseStarThumbnailsResponse({ thumbnails: { a: 'u' }, debug: true })).toEqual({
      thumbnails: { a: 'u' },
      labels: {},
    });
  });

  it('when labels name a star without an entry, or are no record, then only the listed stars keep theirs, as sent', () => {
    const raw = {
      thumbnails: { a: 'http://x/a.png', b: null },
      labels: {
        a: { title: 'Sunset', community: 42, creator: '', flair: null, tags: ['soft', 7], score: 9 },
        b: 'not labels',
        ghost: { title: 'Nobody' },
      },
    };
    expect(parseStarThumbnailsResponse(raw)).toEqual({
      thumbnails: { a: 'http://x/a.png', b: null },
      labels: {
        a: { title: 'Sunset', community: 42, creator: '', flair: null, tags: ['soft', 7], score: 9 },
        b: 'not labels',
      },
    });
    expect(parseStarThumbnailsResponse({ thumbnails: { a: 'u' }, labels: ['x'] })?.labels).toEqual({});
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['a string', 'thumbnails'],
    ['an array', [{ thumbnails: {} }]],
    ['no thumbnails', { images: {} }],
    ['thumbnails null', { thumbnails: null }],
    ['thumbnails an array', { thumbnails: ['http://x/a.png'] }],
    ['an empty URL', { thumbnails: { a: 'http://x/a.png', b: '' } }],
    ['a number for a URL', { thumbnails: { a: 42 } }],
    ['an object for a URL', { thumbnails: { a: { url: 'http://x/a.png' } } }],
    ['a missing URL', { thumbnails: { a: undefined } }],
  ])('when the answer has %s, then it is refused as a whole', (_label, raw) => {
    expect(parseStarThumbnailsResponse(raw)).toBeNull();
  });

  it('when an id is "__proto__", then it stays a plain entry and no prototype changes', () => {
    const parsed = parseStarThumbnailsResponse(JSON.parse('{"thumbnails":{"__proto__":"http://x/p.png"}}'));
    expect(parsed && Object.getPrototypeOf(parsed.thumbnails)).toBe(Object.prototype);
    expect(parsed && Object.getOwnPropertyDescriptor(parsed.thumbnails, '__proto__')?.value).toBe('http://x/p.png');
  });
});
