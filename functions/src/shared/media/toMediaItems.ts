import { dedupeMediaItems } from './dedupe.js';
import {
  decodeHtmlAmpersands,
  galleryEntries,
  hasGalleryMedia,
  isDeadMetadataEntry,
  isExcludedImageHostPost,
  isVideoHostPost,
  postLinkUrl,
  videoHostId,
} from './imageSelection.js';
import type { ImageSelector } from './imageSelection.js';
import type { MediaLabels } from './personalBlocklist.js';
import type { ListingItem, MediaItem, MediaMetadataEntry, MediaMetadataPreview, PreviewImageSize } from './types.js';

const DEFAULT_POST_BASE_URL = 'https://www.reddit.com';
/** Video-host items keep this placeholder srcUrl until `/api/{video host}/resolve` is called. */
const VIDEO_HOST_SRC_PREFIX = 'videohost:';
/** Previews are shown in panel-sized slots; the smallest rendition at least this wide is enough. */
const PREVIEW_TARGET_WIDTH = 640;

export interface MediaConversionContext {
  selector: ImageSelector;
  /** Prefix for site-relative permalinks; default the forum's site. */
  postBaseUrl?: string;
  /** Who serves the listing; video-host items are always 'videohost'. */
  source?: 'forum' | 'library';
}

export function videoHostSrcUrl(id: string): string {
  return `${VIDEO_HOST_SRC_PREFIX}${id}`;
}

/** The video-host id of an unresolved item's srcUrl, or null for any other URL. */
export function parseVideoHostSrcUrl(srcUrl: string): string | null {
  if (!srcUrl.startsWith(VIDEO_HOST_SRC_PREFIX)) return null;
  const id = srcUrl.slice(VIDEO_HOST_SRC_PREFIX.length);
  return id === '' ? null : id;
}

export function postUrlFor(item: ListingItem, postBaseUrl: string = DEFAULT_POST_BASE_URL): string | null {
  const permalink = item.permalink;
  if (!permalink) return null;
  if (/^https?:\/\//i.test(permalink)) return permalink;
  if (!permalink.startsWith('/')) return null;
  return `${postBaseUrl.replace(/\/+$/, '')}${permalink}`;
}

interface Still {
  url: string;
  width: number;
  height: number;
}

function pickStill(candidates: readonly Still[]): Still | null {
  if (candidates.length === 0) return null;
  const byWidth = [...candidates].sort((a, b) => a.width - b.width);
  return byWidth.find((c) => c.width >= PREVIEW_TARGET_WIDTH) ?? byWidth[byWidth.length - 1] ?? null;
}

function acceptedStills(sizes: readonly PreviewImageSize[], selector: ImageSelector): Still[] {
  return sizes
    .map((size) => ({ url: decodeHtmlAmpersands(size.url), width: size.width, height: size.height }))
    .filter((size) => selector.isAcceptedPreviewUrl(size.url));
}

/** The post's preview block: a poster/thumbnail still and the original's dimensions. */
function postPreview(
  item: ListingItem,
  selector: ImageSelector,
): { still: Still | null; source: PreviewImageSize | null } {
  const image = item.preview?.images?.[0];
  if (!image) return { still: null, source: null };
  const sizes = [...(image.resolutions ?? []), ...(image.source ? [image.source] : [])];
  return { still: pickStill(acceptedStills(sizes, selector)), source: image.source ?? null };
}

function metadataStill(previews: readonly MediaMetadataPreview[] | undefined, selector: ImageSelector): Still | null {
  const stills = (previews ?? [])
    .map((p) => ({ url: decodeHtmlAmpersands(p.u ?? p.url ?? ''), width: p.x, height: p.y }))
    .filter((p) => selector.isAcceptedPreviewUrl(p.url));
  return pickStill(stills);
}

interface Identity {
  id: string;
  postUrl: string | null;
}

function galleryMediaItem(
  entry: MediaMetadataEntry,
  id: string,
  identity: Identity,
  ctx: MediaConversionContext,
): MediaItem | null {
  const { selector } = ctx;
  const base = { id, durationSec: 0, source: ctx.source ?? 'forum', postUrl: identity.postUrl } as const;
  const still = metadataStill(entry.p, selector);

  if (entry.e === 'AnimatedImage') {
    const gifUrl = entry.s?.gif ? decodeHtmlAmpersands(entry.s.gif) : null;
    if (!gifUrl || !selector.isAcceptedImageHostUrl(gifUrl)) return null;
    return {
      ...base,
      type: 'gif',
      srcUrl: gifUrl,
      previewUrl: still?.url ?? null,
      width: entry.s?.x ?? 0,
      height: entry.s?.y ?? 0,
    };
  }
  if (entry.e !== undefined && entry.e !== 'Image') return null;

  const fullRaw = entry.s?.u ?? entry.s?.url;
  const full = fullRaw ? decodeHtmlAmpersands(fullRaw) : null;
  if (full && selector.isAcceptedImageUrl(full)) {
    return {
      ...base,
      type: 'image',
      srcUrl: full,
      previewUrl: still?.url ?? full,
      width: entry.s?.x ?? 0,
      height: entry.s?.y ?? 0,
    };
  }
  // Same fallback as the image selection (docs/product-rules.md#media-and-thumbnails): the entry's last preview.
  const last = entry.p?.[entry.p.length - 1];
  const lastUrl = last ? decodeHtmlAmpersands(last.u ?? last.url ?? '') : '';
  if (!last || !selector.isAcceptedImageUrl(lastUrl)) return null;
  return { ...base, type: 'image', srcUrl: lastUrl, previewUrl: still?.url ?? lastUrl, width: last.x, height: last.y };
}

function convertOwnMedia(media: ListingItem, identity: Identity, ctx: MediaConversionContext): MediaItem[] {
  const { selector } = ctx;
  const source = ctx.source ?? 'forum';
  const preview = postPreview(media, selector);

  if (isVideoHostPost(media)) {
    const hostId = videoHostId(media);
    if (!hostId) return [];
    return [
      {
        id: identity.id,
        type: 'video',
        srcUrl: videoHostSrcUrl(hostId),
        durationSec: 0,
        previewUrl: preview.still?.url ?? null,
        width: preview.source?.width ?? 0,
        height: preview.source?.height ?? 0,
        source: 'videohost',
        postUrl: identity.postUrl,
      },
    ];
  }
  if (isExcludedImageHostPost(media)) return [];

  const video = media.secure_media?.reddit_video ?? media.media?.reddit_video;
  if (media.is_video && video?.fallback_url) {
    const videoUrl = decodeHtmlAmpersands(video.fallback_url);
    if (!selector.isAcceptedVideoUrl(videoUrl)) return [];
    const lightUrl = video.sd_fallback_url ? decodeHtmlAmpersands(video.sd_fallback_url) : null;
    return [
      {
        id: identity.id,
        type: 'video',
        srcUrl: videoUrl,
        ...(lightUrl && selector.isAcceptedVideoUrl(lightUrl) ? { sdSrcUrl: lightUrl } : {}),
        durationSec: video.duration ?? 0,
        previewUrl: preview.still?.url ?? null,
        width: video.width ?? preview.source?.width ?? 0,
        height: video.height ?? preview.source?.height ?? 0,
        source,
        postUrl: identity.postUrl,
      },
    ];
  }

  if (hasGalleryMedia(media)) {
    const items: MediaItem[] = [];
    for (const { index, entry } of galleryEntries(media)) {
      if (!entry || isDeadMetadataEntry(entry)) continue;
      const converted = galleryMediaItem(entry, `${identity.id}_${index}`, identity, ctx);
      if (converted) items.push(converted);
    }
    return items;
  }

  const link = postLinkUrl(media);
  if (!link) return [];
  const type = selector.isAcceptedGifUrl(link) ? 'gif' : selector.isAcceptedImageUrl(link) ? 'image' : null;
  if (!type) return [];
  return [
    {
      id: identity.id,
      type,
      srcUrl: link,
      durationSec: 0,
      // A gif is too heavy to serve as its own thumbnail; images can stand in for theirs.
      previewUrl: preview.still?.url ?? (type === 'image' ? link : null),
      width: preview.source?.width ?? 0,
      height: preview.source?.height ?? 0,
      source,
      postUrl: identity.postUrl,
    },
  ];
}

/**
 * One forum post as playable media: an image, a gif, a video, or a gallery expanded in display
 * order. A crosspost without media of its own uses its parent's, under the crosspost's id and link.
 */
export function listingItemToMediaItems(item: ListingItem, ctx: MediaConversionContext): MediaItem[] {
  const identity: Identity = { id: item.id, postUrl: postUrlFor(item, ctx.postBaseUrl) };
  const own = convertOwnMedia(item, identity, ctx);
  const parent = item.crosspost_parent_list?.[0];
  const media = own.length > 0 || !parent ? own : convertOwnMedia(parent, identity, ctx);
  const labels = labelsOfPost(item);
  const sigs = item.report_sigs;
  return media.map((m) => {
    const reportSig = sigs && Object.hasOwn(sigs, m.id) ? sigs[m.id] : undefined;
    return { ...m, ...(labels ? { labels } : {}), ...(reportSig ? { reportSig } : {}) };
  });
}

/** What a person's blocklist can match on (docs/operations.md "What each provider offers for filtering"). */
export function labelsOfPost(item: ListingItem): MediaLabels | undefined {
  const labels: MediaLabels = {};
  if (item.title) labels.title = decodeHtmlAmpersands(item.title);
  if (item.link_flair_text) labels.flair = decodeHtmlAmpersands(item.link_flair_text);
  if (item.subreddit) labels.community = item.subreddit;
  if (item.author && item.author !== '[deleted]') labels.creator = item.author;
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/** All posts converted in order, without repeating a source URL. */
export function listingItemsToMediaItems(items: readonly ListingItem[], ctx: MediaConversionContext): MediaItem[] {
  return dedupeMediaItems(items.flatMap((item) => listingItemToMediaItems(item, ctx)));
}
