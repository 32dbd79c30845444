import { describe, expect, it } from 'vitest';
import {
  crosspostPost,
  galleryPost,
  galleryPreviewFallbackPost,
  gifPost,
  jpgPost,
  pngPost,
  previewHostPost,
} from './fixtures/forumImagePosts.js';
import {
  demoHostPost,
  imgurAlbumPost,
  imgurExtensionlessPost,
  imgurSinglePost,
  redgifsPost,
  selfPost,
  vredditPost,
} from './fixtures/forumLinkPosts.js';
import { mixedListingPage1 } from './fixtures/forumListings.js';
import { createImageSelector } from './imageSelection.js';
import { childrenToItems, normalizeListingItem } from './listingPayload.js';
import {
  listingItemToMediaItems,
  listingItemsToMediaItems,
  parseVideoHostSrcUrl,
  postUrlFor,
  videoHostSrcUrl,
} from './toMediaItems.js';
import type { MediaConversionContext } from './toMediaItems.js';
import type { ListingItem } from './types.js';

function item(raw: Record<string, unknown>): ListingItem {
  const normalized = normalizeListingItem(raw);
  if (!normalized) throw new Error('fixture has no id');
  return normalized;
}

const ctx: MediaConversionContext = { selector: createImageSelector() };
/** The media fields; the blocklist labels have their own test below. */
const convert = (raw: Record<string, unknown>, context: MediaConversionContext = ctx) =>
  listingItemToMediaItems(item(raw), context).map((media) => {
    const copy = { ...media };
    delete copy.labels;
    return copy;
  });

describe('listingItemToMediaItems', () => {
  it('labels each item with the title, flair, community and poster for the blocklist', () => {
    const [media] = listingItemToMediaItems(item({ ...jpgPost, link_flair_text: 'Calm &amp; blue' }), ctx);
    expect(media?.labels).toEqual({
      title: jpgPost.title,
      flair: 'Calm & blue',
      community: jpgPost.subreddit,
      creator: 'fictional_poster',
    });
  });

  it('turns an image post into one image with preview, size and post link', () => {
    expect(convert(jpgPost)).toEqual([
      {
        id: '1k2a001',
        type: 'image',
        srcUrl: 'https://i.redd.it/ab12cd34ef56.jpg',
        durationSec: 0,
        previewUrl: 'https://preview.redd.it/ab12cd34ef56.jpg?width=640&crop=smart&auto=webp&s=r640',
        width: 1440,
        height: 1800,
        source: 'forum',
        postUrl: 'https://www.reddit.com/r/AriaValeGallery/comments/1k2a001/golden_hour_on_the_balcony/',
      },
    ]);
  });

  it('uses the image itself as preview and 0 for unknown size when the post has no preview', () => {
    expect(convert(pngPost)).toEqual([
      expect.objectContaining({
        type: 'image',
        srcUrl: 'https://i.redd.it/png0000000001.png',
        previewUrl: 'https://i.redd.it/png0000000001.png',
        width: 0,
        height: 0,
      }),
    ]);
  });

  it('decodes &amp; in a preview-host image URL', () => {
    expect(convert(previewHostPost)[0]?.srcUrl).toBe(
      'https://preview.redd.it/citylights01.jpeg?width=1080&format=pjpg&auto=webp&s=abc123',
    );
  });

  it('turns a .gif post into a gif with a still preview', () => {
    expect(convert(gifPost)).toEqual([
      {
        id: '1k2a005',
        type: 'gif',
        srcUrl: 'https://i.redd.it/wave00000001.gif',
        durationSec: 0,
        // No rendition reaches the target width, so the largest (the source) is used.
        previewUrl: 'https://preview.redd.it/wave00000001.gif?format=png8&s=src',
        width: 480,
        height: 600,
        source: 'forum',
        postUrl: 'https://www.reddit.com/r/NovaSterlingHQ/comments/1k2a005/little_wave/',
      },
    ]);
  });

  it('expands a gallery in display order with stable ids, skipping dead and missing entries', () => {
    const media = convert(galleryPost);
    expect(media.map((m) => [m.id, m.type, m.srcUrl])).toEqual([
      ['1k2a006_1', 'image', 'https://preview.redd.it/gfirst00001.jpg?width=1600&format=pjpg&auto=webp&s=s2'],
      ['1k2a006_2', 'image', 'https://preview.redd.it/gpreviewonly.jpg?width=1080&crop=smart&auto=webp&s=p3b'],
      ['1k2a006_3', 'gif', 'https://i.redd.it/ganimated001.gif'],
      ['1k2a006_5', 'image', 'https://preview.redd.it/gpngsecond01.png?width=800&format=png&auto=webp&s=s6'],
    ]);
    expect(media[0]).toMatchObject({
      width: 1600,
      height: 2000,
      previewUrl: 'https://preview.redd.it/gfirst00001.jpg?width=640&crop=smart&auto=webp&s=p2b',
      postUrl: 'https://www.reddit.com/r/LunaMarloweDaily/comments/1k2a006/three_looks_for_autumn/',
    });
    // The preview-only entry takes its size from the preview it fell back to.
    expect(media[1]).toMatchObject({ width: 1080, height: 1350 });
    expect(media[2]).toMatchObject({
      width: 400,
      height: 500,
      previewUrl: 'https://preview.redd.it/ganimated001.gif?width=200&format=png8&s=p4',
    });
  });

  it('treats a gallery entry without a status as usable and skips one whose kind is not an image', () => {
    const media = convert({
      id: 'g',
      is_gallery: true,
      gallery_data: { items: [{ media_id: 'a' }, { media_id: 'b' }, { media_id: 'c' }] },
      media_metadata: {
        a: { s: { u: 'https://i.redd.it/a.jpg', x: 10, y: 20 } },
        b: { status: 'valid', e: 'RedditVideo', s: { u: 'https://i.redd.it/b.jpg' } },
        c: { status: 'valid', e: 'AnimatedImage', s: { mp4: 'https://preview.redd.it/c.gif?format=mp4' } },
      },
    });
    expect(media.map((m) => m.id)).toEqual(['g_0']);
  });

  it('skips entries marked failed or unprocessed even when they still carry URLs', () => {
    const media = convert({
      id: 'd',
      is_gallery: true,
      gallery_data: { items: [{ media_id: 'f' }, { media_id: 'u' }, { media_id: 'v' }] },
      media_metadata: {
        f: { status: 'failed', e: 'Image', s: { u: 'https://i.redd.it/f.jpg', x: 1, y: 1 } },
        u: { status: 'unprocessed', e: 'Image', s: { u: 'https://i.redd.it/u.jpg', x: 1, y: 1 } },
        v: { status: 'valid', e: 'Image', s: { u: 'https://i.redd.it/v.jpg', x: 1, y: 1 } },
      },
    });
    expect(media.map((m) => [m.id, m.srcUrl])).toEqual([['d_2', 'https://i.redd.it/v.jpg']]);
  });

  it('falls back to the last preview for a gallery entry with no full-size URL', () => {
    expect(convert(galleryPreviewFallbackPost)).toEqual([
      expect.objectContaining({
        id: '1k2a007_0',
        srcUrl: 'https://preview.redd.it/onlyprev0001.jpg?width=800&crop=smart&auto=webp&s=b',
        width: 800,
        height: 1000,
      }),
    ]);
  });

  it("uses a crosspost parent's media under the crosspost's own id and link", () => {
    expect(convert(crosspostPost).map((m) => [m.id, m.srcUrl, m.postUrl])).toEqual([
      [
        '1k2a008_0',
        'https://preview.redd.it/xpfirst00001.jpg?width=1000&format=pjpg&s=x1',
        'https://www.reddit.com/r/MarloweMoments/comments/1k2a008/repost_from_the_main_page/',
      ],
      [
        '1k2a008_1',
        'https://preview.redd.it/xpsecond0001.webp?width=1000&s=x2',
        'https://www.reddit.com/r/MarloweMoments/comments/1k2a008/repost_from_the_main_page/',
      ],
    ]);
  });

  it("prefers the post's own media over its crosspost parent", () => {
    const media = convert({ ...jpgPost, crosspost_parent_list: [pngPost] });
    expect(media.map((m) => m.srcUrl)).toEqual(['https://i.redd.it/ab12cd34ef56.jpg']);
  });

  it('turns a video-host post into one unresolved video', () => {
    expect(convert(redgifsPost)).toEqual([
      {
        id: '1k2a013',
        type: 'video',
        srcUrl: 'videohost:calmblueheron',
        durationSec: 0,
        previewUrl: 'https://external-preview.redd.it/calmblueheron.jpg?width=640&crop=smart&s=r640',
        width: 1080,
        height: 1920,
        source: 'videohost',
        postUrl: 'https://www.reddit.com/r/NovaSterlingHQ/comments/1k2a013/slow_turn/',
      },
    ]);
  });

  it('drops a video-host post whose URL carries no id', () => {
    expect(convert({ id: 'r', domain: 'redgifs.com', url: 'https://www.redgifs.com/users/someone' })).toEqual([]);
  });

  it('turns a hosted video into a video with its duration and size', () => {
    expect(convert(vredditPost)).toEqual([
      {
        id: '1k2a014',
        type: 'video',
        srcUrl: 'https://v.redd.it/vclip0000001/DASH_720.mp4?source=fallback',
        durationSec: 14,
        previewUrl: 'https://external-preview.redd.it/vclip0000001.png?format=pjpg&auto=webp&s=src',
        width: 720,
        height: 1280,
        source: 'forum',
        postUrl: 'https://www.reddit.com/r/AriaValeGallery/comments/1k2a014/short_clip_by_the_window/',
      },
    ]);
  });

  it('reads the video from `media` when `secure_media` is absent, and rejects other video hosts', () => {
    expect(
      convert({
        id: 'v',
        is_video: true,
        media: { reddit_video: { fallback_url: 'https://v.redd.it/x/DASH_480.mp4', duration: 3 } },
      }),
    ).toEqual([expect.objectContaining({ type: 'video', durationSec: 3, srcUrl: 'https://v.redd.it/x/DASH_480.mp4' })]);
    expect(
      convert({
        id: 'w',
        is_video: true,
        secure_media: { reddit_video: { fallback_url: 'https://cdn.example/x.mp4' } },
      }),
    ).toEqual([]);
  });

  it('yields nothing for self posts and image-host posts', () => {
    expect(convert(selfPost)).toEqual([]);
    expect(convert(imgurSinglePost)).toEqual([]);
    expect(convert(imgurAlbumPost)).toEqual([]);
    expect(convert(imgurExtensionlessPost)).toEqual([]);
  });

  it('accepts configured hosts for images and videos and marks the library source', () => {
    const local: MediaConversionContext = {
      selector: createImageSelector({ extraHosts: ['127.0.0.1:9010'] }),
      postBaseUrl: 'http://127.0.0.1:9010/',
      source: 'library',
    };
    expect(convert(demoHostPost, local)).toEqual([
      expect.objectContaining({
        srcUrl: 'http://127.0.0.1:9010/media/aria-vale-01.jpg',
        source: 'library',
        postUrl: 'http://127.0.0.1:9010/r/AriaValeGallery/comments/1k2a016/demo_card/',
      }),
    ]);
    expect(
      convert(
        {
          id: 'lv',
          is_video: true,
          secure_media: { reddit_video: { fallback_url: 'http://127.0.0.1:9010/v/1.mp4', duration: 8 } },
        },
        local,
      ),
    ).toEqual([expect.objectContaining({ type: 'video', source: 'library', durationSec: 8 })]);
  });
});

describe('listingItemsToMediaItems', () => {
  it('converts a whole page in order without repeating a source URL', () => {
    const { items } = childrenToItems(mixedListingPage1);
    const media = listingItemsToMediaItems([...items, ...items.slice(0, 1)], ctx);
    expect(media.map((m) => m.id)).toEqual([
      '1k2a001',
      '1k2a002',
      '1k2a003',
      '1k2a004',
      '1k2a005',
      '1k2a006_1',
      '1k2a006_2',
      '1k2a006_3',
      '1k2a006_5',
      '1k2a007_0',
      '1k2a008_0',
      '1k2a008_1',
      '1k2a013',
      '1k2a014',
    ]);
  });
});

describe('postUrlFor and video-host placeholders', () => {
  it('builds post links from relative or absolute permalinks', () => {
    expect(postUrlFor({ id: 'a', permalink: '/r/S/comments/a/t/' })).toBe('https://www.reddit.com/r/S/comments/a/t/');
    expect(postUrlFor({ id: 'a', permalink: 'https://forum.example/p/a' })).toBe('https://forum.example/p/a');
    expect(postUrlFor({ id: 'a', permalink: 'javascript:alert(1)' })).toBeNull();
    expect(postUrlFor({ id: 'a' })).toBeNull();
  });

  it('round-trips the placeholder srcUrl', () => {
    expect(videoHostSrcUrl('calmblueheron')).toBe('videohost:calmblueheron');
    expect(parseVideoHostSrcUrl('videohost:calmblueheron')).toBe('calmblueheron');
    expect(parseVideoHostSrcUrl('videohost:')).toBeNull();
    expect(parseVideoHostSrcUrl('https://i.redd.it/a.jpg')).toBeNull();
  });
});
