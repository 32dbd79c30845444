import { describe, expect, it } from 'vitest';
import { createImageSelector } from '../shared/media/imageSelection.js';
import { normalizeListingItem } from '../shared/media/listingPayload.js';
import { listingItemsToMediaItems } from '../shared/media/toMediaItems.js';
import type { StoredRenditionsRef } from './libraryStore.js';
import { storedListingItem } from './storedListingItem.js';

const HOST = 'media.example.com';
const link = (name: string) => `https://${HOST}/renditions/abc/${name}?Expires=1&KeyName=k&Signature=s`;
const r = (name: string, role: 'card' | 'panel' | 'video', contentType: string, width: number, height: number) => ({
  name,
  role,
  contentType,
  width,
  height,
  bytes: 1000,
});
const fields = (type: 'image' | 'gif' | 'video') => ({
  id: 'item1',
  name: 't3_item1',
  community: 'deliafrostvault',
  createdUtc: 1_700_000_000,
  type,
  durationSec: type === 'image' ? 0 : 12,
});

const image: StoredRenditionsRef = {
  itemId: 'abc',
  downloadToken: null,
  renditions: [
    r('card-320.avif', 'card', 'image/avif', 320, 200),
    r('card-320.webp', 'card', 'image/webp', 320, 200),
    r('card-640.webp', 'card', 'image/webp', 640, 400),
    r('panel-960.webp', 'panel', 'image/webp', 960, 600),
  ],
};
const video: StoredRenditionsRef = {
  itemId: 'abc',
  downloadToken: null,
  renditions: [
    r('card-320.webp', 'card', 'image/webp', 320, 180),
    r('video-480.mp4', 'video', 'video/mp4', 854, 480),
    r('video-480.webm', 'video', 'video/webm', 854, 480),
    r('video-720.mp4', 'video', 'video/mp4', 1280, 720),
    r('video-1080.mp4', 'video', 'video/mp4', 1920, 1080),
  ],
};

describe('an uploaded item as a listing entry', () => {
  const selector = createImageSelector({ extraHosts: [HOST] });
  const convert = (item: ReturnType<typeof storedListingItem>) =>
    item ? listingItemsToMediaItems([item], { selector, source: 'library' }) : [];

  it('an image plays its largest WebP panel, with the WebP cards as its stills', () => {
    const entry = storedListingItem(fields('image'), image, link);
    expect(entry?.url).toBe(link('panel-960.webp'));
    expect(entry?.preview?.images?.[0]?.resolutions?.map((s) => s.width)).toEqual([320, 640, 960]);
    const [media] = convert(entry);
    expect(media).toMatchObject({ type: 'image', srcUrl: link('panel-960.webp') });
  });

  it('a video plays its 720p MP4 (a panel needs no more), with its duration and poster', () => {
    const entry = storedListingItem(fields('video'), video, link);
    const [media] = convert(entry);
    expect(media).toMatchObject({ type: 'video', srcUrl: link('video-720.mp4'), durationSec: 12, width: 1280 });
    expect(media?.previewUrl).toContain('card-320.webp');
  });

  it('a video offers its 480p MP4 beside it for phones and metered connections, through the listing payload', () => {
    const entry = storedListingItem(fields('video'), video, link);
    // The payload check the listing applies on the way out keeps the lighter link.
    const [media] = convert(normalizeListingItem(JSON.parse(JSON.stringify(entry))));
    expect(media).toMatchObject({ srcUrl: link('video-720.mp4'), sdSrcUrl: link('video-480.mp4') });
  });

  it('a video whose only rung is 480p or less offers nothing lighter', () => {
    const small = { ...video, renditions: video.renditions.filter((x) => !/(720|1080)/.test(x.name)) };
    const [media] = convert(storedListingItem(fields('video'), small, link));
    expect(media?.srcUrl).toBe(link('video-480.mp4'));
    expect(media).not.toHaveProperty('sdSrcUrl');
  });

  it('a GIF is served as its looping MP4, never as a GIF', () => {
    const gif = {
      ...video,
      renditions: video.renditions.filter((x) => !x.name.includes('720') && !x.name.includes('1080')),
    };
    const entry = storedListingItem(fields('gif'), gif, link);
    expect(entry?.secure_media?.reddit_video).toMatchObject({ fallback_url: link('video-480.mp4'), is_gif: true });
  });

  it('an item with nothing a browser shows is left out', () => {
    expect(storedListingItem(fields('image'), { ...image, renditions: image.renditions.slice(0, 1) }, link)).toBeNull();
    const noMp4 = { ...video, renditions: video.renditions.filter((x) => !x.name.endsWith('.mp4')) };
    expect(storedListingItem(fields('video'), noMp4, link)).toBeNull();
  });
});
