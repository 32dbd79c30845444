import type {
  GalleryDataItem,
  ListingItem,
  ListingPage,
  MediaMetadataEntry,
  MediaMetadataImage,
  MediaMetadataPreview,
  PreviewImage,
  PreviewImageSize,
  RedditVideo,
} from './types.js';

// Forum posts carry ~100 fields; keeping only the ones the pipeline reads keeps proxy responses
// small, and checking every type here lets the rest of the pipeline trust ListingItem.

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function optNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function optBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function dimension(value: unknown): number {
  return optNumber(value) ?? 0;
}

/** Copies only the defined values so optional fields stay absent rather than `undefined`. */
function assignDefined<T extends object>(target: T, values: Partial<T>): T {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (target as UnknownRecord)[key] = value;
  }
  return target;
}

function normalizeMetadataImage(raw: unknown): MediaMetadataImage | undefined {
  if (!isRecord(raw)) return undefined;
  return assignDefined<MediaMetadataImage>(
    { x: dimension(raw.x), y: dimension(raw.y) },
    { u: optString(raw.u), url: optString(raw.url), gif: optString(raw.gif), mp4: optString(raw.mp4) },
  );
}

function normalizeMetadataPreview(raw: unknown): MediaMetadataPreview | undefined {
  if (!isRecord(raw)) return undefined;
  const u = optString(raw.u);
  const url = optString(raw.url);
  if (u === undefined && url === undefined) return undefined;
  return assignDefined<MediaMetadataPreview>({ x: dimension(raw.x), y: dimension(raw.y) }, { u, url });
}

function normalizeMetadataEntry(raw: unknown): MediaMetadataEntry | undefined {
  if (!isRecord(raw)) return undefined;
  const previews = Array.isArray(raw.p)
    ? raw.p.map(normalizeMetadataPreview).filter((p): p is MediaMetadataPreview => p !== undefined)
    : undefined;
  return assignDefined<MediaMetadataEntry>(
    {},
    {
      status: optString(raw.status),
      e: optString(raw.e),
      m: optString(raw.m),
      s: normalizeMetadataImage(raw.s),
      p: previews,
    },
  );
}

function normalizeMediaMetadata(raw: unknown): Record<string, MediaMetadataEntry> | undefined {
  if (!isRecord(raw)) return undefined;
  const result: Record<string, MediaMetadataEntry> = {};
  for (const [key, value] of Object.entries(raw)) {
    const entry = normalizeMetadataEntry(value);
    if (entry) result[key] = entry;
  }
  return result;
}

function normalizeGalleryData(raw: unknown): { items: GalleryDataItem[] } | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return undefined;
  const items: GalleryDataItem[] = [];
  for (const entry of raw.items) {
    if (!isRecord(entry)) continue;
    const mediaId = optString(entry.media_id);
    if (!mediaId) continue;
    items.push(assignDefined<GalleryDataItem>({ media_id: mediaId }, { id: optNumber(entry.id) }));
  }
  return { items };
}

function normalizePreviewSize(raw: unknown): PreviewImageSize | undefined {
  if (!isRecord(raw)) return undefined;
  const url = optString(raw.url);
  if (!url) return undefined;
  return { url, width: dimension(raw.width), height: dimension(raw.height) };
}

function normalizePreview(raw: unknown): { images: PreviewImage[] } | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.images)) return undefined;
  const images: PreviewImage[] = [];
  for (const image of raw.images) {
    if (!isRecord(image)) continue;
    const resolutions = Array.isArray(image.resolutions)
      ? image.resolutions.map(normalizePreviewSize).filter((r): r is PreviewImageSize => r !== undefined)
      : undefined;
    images.push(assignDefined<PreviewImage>({}, { source: normalizePreviewSize(image.source), resolutions }));
  }
  return { images };
}

function normalizeMedia(raw: unknown): { reddit_video?: RedditVideo } | undefined {
  if (!isRecord(raw)) return undefined;
  const video = raw.reddit_video;
  if (!isRecord(video)) return {};
  return {
    reddit_video: assignDefined<RedditVideo>(
      {},
      {
        fallback_url: optString(video.fallback_url),
        sd_fallback_url: optString(video.sd_fallback_url),
        duration: optNumber(video.duration),
        width: optNumber(video.width),
        height: optNumber(video.height),
        is_gif: optBoolean(video.is_gif),
      },
    ),
  };
}

function normalizeItem(raw: unknown, followCrossposts: boolean): ListingItem | null {
  if (!isRecord(raw)) return null;
  const id = optString(raw.id);
  if (!id) return null;

  let crosspostParents: ListingItem[] | undefined;
  // Only the first parent carries the media, and one level is enough (the forum nests no deeper).
  if (followCrossposts && Array.isArray(raw.crosspost_parent_list)) {
    const parent = normalizeItem(raw.crosspost_parent_list[0], false);
    crosspostParents = parent ? [parent] : undefined;
  }

  const urlOverride = raw.url_overridden_by_dest;
  return assignDefined<ListingItem>(
    { id },
    {
      name: optString(raw.name),
      permalink: optString(raw.permalink),
      score: optNumber(raw.score),
      ups: optNumber(raw.ups),
      domain: optString(raw.domain),
      url: optString(raw.url),
      url_overridden_by_dest: urlOverride === null ? null : optString(urlOverride),
      is_gallery: optBoolean(raw.is_gallery),
      gallery_data: normalizeGalleryData(raw.gallery_data),
      media_metadata: normalizeMediaMetadata(raw.media_metadata),
      is_video: optBoolean(raw.is_video),
      is_self: optBoolean(raw.is_self),
      secure_media: normalizeMedia(raw.secure_media),
      media: normalizeMedia(raw.media),
      preview: normalizePreview(raw.preview),
      crosspost_parent_list: crosspostParents,
      title: optString(raw.title),
      link_flair_text: optString(raw.link_flair_text),
      subreddit: optString(raw.subreddit),
      author: optString(raw.author),
      over_18: optBoolean(raw.over_18),
      created_utc: optNumber(raw.created_utc),
    },
  );
}

/** Type-checks one post's data (the `data` of a t3 child); null when it has no string id. */
export function normalizeListingItem(raw: unknown): ListingItem | null {
  return normalizeItem(raw, true);
}

/**
 * Unwraps the forum's `{kind:"Listing", data:{after, children:[{kind:"t3", data}]}}` into a
 * ListingPage. Garbage in any position is skipped, never thrown on.
 */
export function childrenToItems(listingJson: unknown): ListingPage {
  if (!isRecord(listingJson) || !isRecord(listingJson.data)) return { items: [], after: null };
  const { after, children } = listingJson.data;
  const items: ListingItem[] = [];
  if (Array.isArray(children)) {
    for (const child of children) {
      if (!isRecord(child)) continue;
      // Listings can only hold posts here; anything else (comments, 'more') is not media.
      if (typeof child.kind === 'string' && child.kind !== 't3') continue;
      const item = normalizeListingItem(child.data);
      if (item) items.push(item);
    }
  }
  return { items, after: typeof after === 'string' && after !== '' ? after : null };
}
