import { describe, expect, it } from 'vitest';
import {
  blockKeysFor,
  isBlockedListingItem,
  isBlockedReportedItem,
  normalizeMediaUrl,
  toBlockSet,
} from './blockMatching.js';
import type { ListingItem } from '../shared/media/types.js';

const imagePost: ListingItem = {
  id: 'abc123',
  permalink: '/r/AriaValeGallery/comments/abc123/title/',
  domain: 'i.redd.it',
  url: 'https://i.redd.it/photo1.jpg',
  preview: {
    images: [{ source: { url: 'https://preview.redd.it/photo1.jpg?width=1080&amp;s=sig', width: 1080, height: 1350 } }],
  },
};
const galleryPost: ListingItem = {
  id: 'gal777',
  is_gallery: true,
  media_metadata: {
    m1: { status: 'valid', e: 'Image', s: { u: 'https://preview.redd.it/g1.jpg?width=900&amp;s=x', x: 900, y: 900 } },
  },
};
const videoPost: ListingItem = {
  id: 'vid555',
  domain: 'redgifs.com',
  url: 'https://www.redgifs.com/watch/calmblueheron',
};

describe('normalizeMediaUrl', () => {
  it('when two URLs differ only by scheme, query, fragment, host case or trailing slash, then they match', () => {
    expect(normalizeMediaUrl('https://I.Redd.it/photo1.jpg?x=1#y')).toBe('i.redd.it/photo1.jpg');
    expect(normalizeMediaUrl('http://i.redd.it/photo1.jpg/')).toBe('i.redd.it/photo1.jpg');
  });
  it('when the input is not an http(s) URL, then it is null', () => {
    expect(normalizeMediaUrl('videohost:abc')).toBeNull();
    expect(normalizeMediaUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeMediaUrl('not a url')).toBeNull();
  });
});

describe('blockKeysFor', () => {
  it('when a panel item is reported, then its URL and its post id (without the gallery index) are keys', () => {
    expect(
      blockKeysFor({
        url: 'https://preview.redd.it/g1.jpg?width=900&s=x',
        sourceId: 'gal777_0',
        postUrl: 'https://www.reddit.com/r/X/comments/gal777/t/',
      }),
    ).toEqual([
      { kind: 'url', value: 'preview.redd.it/g1.jpg' },
      { kind: 'post', value: 'gal777' },
    ]);
  });
  it('when an unresolved video-host item is reported, then its video id is a key', () => {
    expect(blockKeysFor({ url: 'videohost:calmblueheron', sourceId: 'vid555', postUrl: null })).toEqual([
      { kind: 'video', value: 'calmblueheron' },
      { kind: 'post', value: 'vid555' },
    ]);
  });
  it('when a removal request names a post page or a watch page, then the post or the video is a key', () => {
    expect(
      blockKeysFor({ url: 'https://www.reddit.com/r/X/comments/abc123/t/', sourceId: null, postUrl: null }),
    ).toEqual(expect.arrayContaining([{ kind: 'post', value: 'abc123' }]));
    expect(blockKeysFor({ url: 'https://www.redgifs.com/watch/calmblueheron', sourceId: null, postUrl: null })).toEqual(
      expect.arrayContaining([{ kind: 'video', value: 'calmblueheron' }]),
    );
  });
});

describe('isBlockedListingItem', () => {
  it('when nothing is blocked, then no item is', () => {
    const none = toBlockSet([]);
    for (const item of [imagePost, galleryPost, videoPost]) expect(isBlockedListingItem(item, none)).toBe(false);
  });
  it('when the post id is blocked, then the post is, and a crosspost of it too', () => {
    const set = toBlockSet([{ kind: 'post', value: 'abc123' }]);
    expect(isBlockedListingItem(imagePost, set)).toBe(true);
    expect(isBlockedListingItem({ id: 'other', crosspost_parent_list: [imagePost] }, set)).toBe(true);
    expect(isBlockedListingItem(galleryPost, set)).toBe(false);
  });
  it('when a preview or gallery rendition URL is blocked (any query), then its post is', () => {
    expect(isBlockedListingItem(imagePost, toBlockSet([{ kind: 'url', value: 'preview.redd.it/photo1.jpg' }]))).toBe(
      true,
    );
    expect(isBlockedListingItem(galleryPost, toBlockSet([{ kind: 'url', value: 'preview.redd.it/g1.jpg' }]))).toBe(
      true,
    );
  });
  it('when the video-host id is blocked, then the post linking to it is', () => {
    expect(isBlockedListingItem(videoPost, toBlockSet([{ kind: 'video', value: 'calmblueheron' }]))).toBe(true);
    expect(isBlockedListingItem(videoPost, toBlockSet([{ kind: 'video', value: 'otherclip' }]))).toBe(false);
  });
  it('when the set changes, then its version does', () => {
    expect(toBlockSet([]).version).not.toBe(toBlockSet([{ kind: 'post', value: 'a' }]).version);
    expect(toBlockSet([{ kind: 'post', value: 'a' }]).version).toBe(toBlockSet([{ kind: 'post', value: 'a' }]).version);
  });
});

describe('isBlockedReportedItem (a stored favourite)', () => {
  const removed = toBlockSet(
    blockKeysFor({
      url: 'https://i.redd.it/abc.jpg?s=1',
      sourceId: 'p1_0',
      postUrl: null,
    }).concat(blockKeysFor({ url: 'videohost:calmheron', sourceId: 'calmheron', postUrl: null })),
  );
  it('when it is the removed file (another query string), an image of the removed post, or the removed video, then it is blocked', () => {
    expect(
      isBlockedReportedItem({ url: 'https://i.redd.it/abc.jpg?s=2', sourceId: 'x9', postUrl: null }, removed),
    ).toBe(true);
    expect(
      isBlockedReportedItem({ url: 'https://i.redd.it/other.jpg', sourceId: 'p1_3', postUrl: null }, removed),
    ).toBe(true);
    expect(isBlockedReportedItem({ url: 'videohost:calmheron', sourceId: 'calmheron', postUrl: null }, removed)).toBe(
      true,
    );
  });
  it('when it shares nothing with a removal, then it is not blocked', () => {
    const kept = {
      url: 'https://i.redd.it/kept.jpg',
      sourceId: 'p2_0',
      postUrl: 'https://www.reddit.com/r/A/comments/p2/t/',
    };
    expect(isBlockedReportedItem(kept, removed)).toBe(false);
    expect(isBlockedReportedItem(kept, toBlockSet([]))).toBe(false);
  });
});
