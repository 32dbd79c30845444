import { describe, expect, it } from 'vitest';
import { parseCardRenditions, parseStarThumbnailsResponse } from './thumbnails.js';

describe('parseStarThumbnailsResponse', () => {
  it('when every entry is a URL or null, then the answer comes back as the thumbnails record', () => {
    const raw = {
      thumbnails: { 'aria-vale': 'http://127.0.0.1:9010/media/img/a.png', 'bo-lark': null },
      labels: { 'aria-vale': { title: 'Neon waves', flair: 'Glow', community: 'NeonRoom', creator: 'painter' } },
    };
    expect(parseStarThumbnailsResponse(raw)).toEqual({ ...raw, renditions: {} });
    expect(parseStarThumbnailsResponse({ thumbnails: {} })).toEqual({ thumbnails: {}, labels: {}, renditions: {} });
  });

  it('when the answer carries other keys, then only the thumbnails and labels are kept', () => {
    expect(parseStarThumbnailsResponse({ thumbnails: { a: 'u' }, debug: true })).toEqual({
      thumbnails: { a: 'u' },
      labels: {},
      renditions: {},
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
      renditions: {},
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

  it('when renditions come with the images, then each star with an image keeps its list, narrowest first, one per width', () => {
    const raw = {
      thumbnails: { a: 'http://x/a-640.jpg', b: null, c: 'http://x/c-640.jpg' },
      renditions: {
        a: [
          { url: 'http://x/a-640.jpg', width: 640, height: 800 },
          { url: 'http://x/a-320.jpg', width: 320 },
          { url: 'http://x/a-320b.jpg', width: 320 },
        ],
        b: [{ url: 'http://x/b-320.jpg', width: 320 }],
        c: [{ url: 'https://x/c-320.jpg?width=320&crop=smart&auto=webp&s=abc', width: 320 }],
        ghost: [{ url: 'http://x/g-320.jpg', width: 320 }],
      },
    };
    expect(parseStarThumbnailsResponse(raw)?.renditions).toEqual({
      a: [
        { url: 'http://x/a-320.jpg', width: 320 },
        { url: 'http://x/a-640.jpg', width: 640 },
      ],
      c: [{ url: 'https://x/c-320.jpg?width=320&crop=smart&auto=webp&s=abc', width: 320 }],
    });
  });

  it.each([
    ['not a list', { url: 'http://x/a.jpg', width: 320 }],
    ['an empty list', []],
    ['a comma in a URL (it would split the srcset entry)', [{ url: 'http://x/a,320.jpg', width: 320 }]],
    ['a space in a URL', [{ url: 'http://x/a 320.jpg', width: 320 }]],
    ['a script URL', [{ url: 'javascript:alert(1)', width: 320 }]],
    ['no width', [{ url: 'http://x/a.jpg' }]],
    ['a zero width', [{ url: 'http://x/a.jpg', width: 0 }]],
    ['a fractional width', [{ url: 'http://x/a.jpg', width: 320.5 }]],
    ['a width as text', [{ url: 'http://x/a.jpg', width: '320' }]],
    ['one bad entry among good ones', [{ url: 'http://x/a.jpg', width: 320 }, null]],
  ])("when a star's renditions are %s, then that star's list is dropped and the answer stands", (_label, list) => {
    expect(parseCardRenditions(list)).toBeNull();
    const parsed = parseStarThumbnailsResponse({
      thumbnails: { a: 'http://x/a.jpg', b: 'http://x/b.jpg' },
      renditions: { a: list, b: [{ url: 'http://x/b-320.jpg', width: 320 }] },
    });
    expect(parsed?.thumbnails).toEqual({ a: 'http://x/a.jpg', b: 'http://x/b.jpg' });
    expect(parsed?.renditions).toEqual({ b: [{ url: 'http://x/b-320.jpg', width: 320 }] });
  });
});
