import { describe, expect, it } from 'vitest';
import {
  crosspostPost,
  galleryPost,
  galleryPreviewFallbackPost,
  gifPost,
  jpgPost,
  pngPost,
  previewHostPost,
  webpPost,
} from './fixtures/forumImagePosts.js';
import {
  demoHostPost,
  imgurAlbumPost,
  imgurExtensionlessPost,
  imgurGalleryPost,
  imgurSinglePost,
  redgifsPost,
  selfPost,
  vredditPost,
} from './fixtures/forumLinkPosts.js';
import {
  createImageSelector,
  decodeHtmlAmpersands,
  isExcludedImageHostPost,
  isImageHostPost,
  isVideoHostPost,
  normalizeHostEntry,
  videoHostId,
  videoHostIdFromUrl,
} from './imageSelection.js';
import { normalizeListingItem } from './listingPayload.js';
import type { ListingItem } from './types.js';

function item(raw: Record<string, unknown>): ListingItem {
  const normalized = normalizeListingItem(raw);
  if (!normalized) throw new Error('fixture has no id');
  return normalized;
}

const selector = createImageSelector();
const select = (raw: Record<string, unknown>) => selector.selectImageUrl(item(raw));

describe('selectImageUrl on the forum image hosts', () => {
  it.each([
    ['jpg', jpgPost, 'https://i.redd.it/ab12cd34ef56.jpg'],
    ['png', pngPost, 'https://i.redd.it/png0000000001.png'],
    ['webp', webpPost, 'https://i.redd.it/webp000000001.webp'],
  ])('accepts a plain i.redd.it %s', (_kind, post, expected) => {
    expect(select(post)).toBe(expected);
  });

  it('accepts the preview host and decodes &amp; in the query', () => {
    expect(select(previewHostPost)).toBe(
      'https://preview.redd.it/citylights01.jpeg?width=1080&format=pjpg&auto=webp&s=abc123',
    );
  });

  it('prefers url_overridden_by_dest over url', () => {
    expect(
      select({
        id: 'o1',
        url: 'https://www.reddit.com/r/x/comments/o1/',
        url_overridden_by_dest: 'https://i.redd.it/o1.png',
      }),
    ).toBe('https://i.redd.it/o1.png');
  });

  it('checks the extension on the path, not the query', () => {
    expect(select({ id: 'q1', url: 'https://i.redd.it/abc.gif?fake=.jpg' })).toBeNull();
    expect(select({ id: 'q2', url: 'https://i.redd.it/abc.JPG?x=1' })).toBe('https://i.redd.it/abc.JPG?x=1');
    expect(select({ id: 'q3', url: 'https://i.redd.it/abc' })).toBeNull();
    expect(select({ id: 'q4', url: 'https://i.redd.it/abc.jpg.html' })).toBeNull();
  });

  it('rejects gifs, videos and self posts', () => {
    expect(select(gifPost)).toBeNull();
    expect(select(vredditPost)).toBeNull();
    expect(select(selfPost)).toBeNull();
  });

  it('rejects other hosts, look-alike hosts and non-http schemes', () => {
    expect(select({ id: 'h1', url: 'https://example.com/a.jpg' })).toBeNull();
    expect(select({ id: 'h2', url: 'https://i.redd.it.evil.example/a.jpg' })).toBeNull();
    expect(select({ id: 'h3', url: 'https://fake-i.redd.it/a.jpg' })).toBeNull();
    expect(select({ id: 'h4', url: 'ftp://i.redd.it/a.jpg' })).toBeNull();
    expect(select({ id: 'h5', url: 'not a url' })).toBeNull();
    expect(select({ id: 'h6' })).toBeNull();
  });

  it('rejects the demo host unless configured, and accepts it with its port when configured', () => {
    expect(select(demoHostPost)).toBeNull();
    const demo = createImageSelector({ extraHosts: ['127.0.0.1:9010'] });
    expect(demo.selectImageUrl(item(demoHostPost))).toBe('http://127.0.0.1:9010/media/aria-vale-01.jpg');
    expect(demo.selectImageUrl(item({ id: 'p', url: 'http://127.0.0.1:9011/media/a.jpg' }))).toBeNull();
    expect(demo.selectImageUrl(item(jpgPost))).toBe('https://i.redd.it/ab12cd34ef56.jpg');
  });
});

describe('selectImageUrl on galleries', () => {
  it('takes the first usable entry in gallery order, skipping a failed one', () => {
    expect(select(galleryPost)).toBe('https://preview.redd.it/gfirst00001.jpg?width=1600&format=pjpg&auto=webp&s=s2');
  });

  it('falls back to the last preview when the entry has no full-size URL', () => {
    expect(select(galleryPreviewFallbackPost)).toBe(
      'https://preview.redd.it/onlyprev0001.jpg?width=800&crop=smart&auto=webp&s=b',
    );
  });

  it('accepts s.url as well as s.u', () => {
    expect(
      select({
        id: 'g1',
        is_gallery: true,
        gallery_data: { items: [{ media_id: 'm' }] },
        media_metadata: { m: { status: 'valid', s: { url: 'https://i.redd.it/m.webp', x: 1, y: 1 } } },
      }),
    ).toBe('https://i.redd.it/m.webp');
  });

  it('uses the last preview of an animated first entry', () => {
    expect(
      select({
        id: 'g2',
        is_gallery: true,
        gallery_data: { items: [{ media_id: 'a' }] },
        media_metadata: {
          a: {
            status: 'valid',
            e: 'AnimatedImage',
            s: { gif: 'https://i.redd.it/a.gif', x: 1, y: 1 },
            p: [
              { u: 'https://preview.redd.it/a.jpg?width=108', x: 108, y: 108 },
              { u: 'https://preview.redd.it/a.jpg?width=320&amp;s=z', x: 320, y: 320 },
            ],
          },
        },
      }),
    ).toBe('https://preview.redd.it/a.jpg?width=320&s=z');
  });

  it('uses metadata key order when gallery_data is missing', () => {
    expect(
      select({
        id: 'g3',
        is_gallery: true,
        media_metadata: {
          first: { status: 'valid', s: { u: 'https://i.redd.it/first.png' } },
          second: { status: 'valid', s: { u: 'https://i.redd.it/second.png' } },
        },
      }),
    ).toBe('https://i.redd.it/first.png');
  });

  it('returns null when every entry is dead or unusable', () => {
    expect(
      select({
        id: 'g4',
        is_gallery: true,
        gallery_data: { items: [{ media_id: 'x' }, { media_id: 'y' }] },
        media_metadata: { x: { status: 'failed' }, y: { status: 'unprocessed' } },
      }),
    ).toBeNull();
  });

  it('follows a crosspost to its parent gallery', () => {
    expect(select(crosspostPost)).toBe('https://preview.redd.it/xpfirst00001.jpg?width=1000&format=pjpg&s=x1');
  });
});

describe('host exclusions', () => {
  it('never takes video-host posts, even with a preview image', () => {
    expect(isVideoHostPost(item(redgifsPost))).toBe(true);
    expect(select(redgifsPost)).toBeNull();
  });

  it('recognises the video host by subdomain in domain or url', () => {
    expect(isVideoHostPost({ id: 'a', domain: 'v3.redgifs.com' })).toBe(true);
    expect(isVideoHostPost({ id: 'b', url: 'https://i.redgifs.com/i/calmblueheron.jpg' })).toBe(true);
    expect(isVideoHostPost({ id: 'c', domain: 'notredgifs.com', url: 'https://notredgifs.com/watch/x' })).toBe(false);
    // A video-host post linking through the forum's image host is still excluded.
    expect(select({ id: 'd', domain: 'redgifs.com', url: 'https://i.redd.it/x.jpg' })).toBeNull();
  });

  it('excludes image-host albums, galleries and extension-less links', () => {
    expect(isExcludedImageHostPost(item(imgurAlbumPost))).toBe(true);
    expect(isExcludedImageHostPost(item(imgurGalleryPost))).toBe(true);
    expect(isExcludedImageHostPost(item(imgurExtensionlessPost))).toBe(true);
    expect(isExcludedImageHostPost(item(imgurSinglePost))).toBe(false);
    expect(isExcludedImageHostPost({ id: 'm', domain: 'm.imgur.com', url: 'https://m.imgur.com/a/abc.jpg' })).toBe(
      true,
    );
    expect(isExcludedImageHostPost(item(jpgPost))).toBe(false);
    expect(isImageHostPost(item(imgurSinglePost))).toBe(true);
    expect(isImageHostPost(item(jpgPost))).toBe(false);
  });

  it('does not select image-host singles by default: only forum hosts are accepted', () => {
    expect(select(imgurSinglePost)).toBeNull();
    expect([imgurAlbumPost, imgurGalleryPost, imgurExtensionlessPost].map(select)).toEqual([null, null, null]);
  });

  it('with the image host configured, takes singles but still never albums or extension-less links', () => {
    const withImgur = createImageSelector({ extraHosts: ['i.imgur.com', 'imgur.com'] });
    expect(withImgur.selectImageUrl(item(imgurSinglePost))).toBe('https://i.imgur.com/AbC123x.jpg');
    expect(withImgur.selectImageUrl({ id: 'a', domain: 'imgur.com', url: 'https://imgur.com/a/abc.jpg' })).toBeNull();
    expect(withImgur.selectImageUrl(item(imgurExtensionlessPost))).toBeNull();
  });
});

describe('videoHostId', () => {
  it('reads the lowercase id from a watch URL', () => {
    expect(videoHostId(item(redgifsPost))).toBe('calmblueheron');
  });

  it.each([
    ['https://redgifs.com/watch/GentleSpringBreeze', 'gentlespringbreeze'],
    ['https://www.redgifs.com/watch/gentlespringbreeze#rel=user', 'gentlespringbreeze'],
    ['https://v3.redgifs.com/watch/QuietMorning?utm=1', 'quietmorning'],
    ['https://www.redgifs.com/ifr/QuietMorning', 'quietmorning'],
    ['https://i.redgifs.com/i/quietmorning.jpg', 'quietmorning'],
    ['https://thumbs2.redgifs.com/QuietMorning-mobile.mp4', 'quietmorning'],
  ])('%s -> %s', (url, expected) => {
    expect(videoHostIdFromUrl(url)).toBe(expected);
  });

  it.each([
    'https://www.redgifs.com/',
    'https://www.redgifs.com/users/someone/collections',
    'https://www.redgifs.com/watch/',
    'https://www.redgifs.com/users',
    'https://www.redgifs.com/watch/bad_id!',
    'https://example.com/watch/quietmorning',
  ])('returns null for %s', (url) => {
    expect(videoHostIdFromUrl(url)).toBeNull();
  });

  it('is null for posts not on the video host', () => {
    expect(videoHostId(item(jpgPost))).toBeNull();
  });
});

describe('helpers', () => {
  it('decodes single and double escaped ampersands', () => {
    expect(decodeHtmlAmpersands('https://x/a?b=1&amp;c=2&amp;amp;d=3')).toBe('https://x/a?b=1&c=2&d=3');
  });

  it('normalises configured host entries', () => {
    expect(normalizeHostEntry(' 127.0.0.1:9010 ')).toBe('127.0.0.1:9010');
    expect(normalizeHostEntry('HTTP://Library.Example:8443/path')).toBe('library.example:8443');
    expect(normalizeHostEntry('https://cdn.example:443')).toBe('cdn.example');
    expect(normalizeHostEntry('')).toBeNull();
  });

  it('lists the accepted hosts, defaults first', () => {
    expect(createImageSelector({ extraHosts: ['Lib.Example', 'bad host name'] }).acceptedHosts).toEqual([
      'i.redd.it',
      'preview.redd.it',
      'lib.example',
    ]);
  });
});
