// The global takedown blocklist's matching rules (docs/product-rules.md "Reports and takedowns"): an
// item is removed by its media URL, its post id or its video-host id, whichever provider lists it.
import { decodeHtmlAmpersands, postLinkUrl, videoHostId, videoHostIdFromUrl } from '../shared/media/imageSelection.js';
import { parseVideoHostSrcUrl } from '../shared/media/toMediaItems.js';
import type { ReportBlockKey } from '../shared/api/schemas/reports.js';
import type { ListingItem } from '../shared/media/types.js';

export type BlockKey = ReportBlockKey;
export type BlockKind = BlockKey['kind'];

/** What a report says about its item: the media URL, the source's id and the post's page. */
export interface ReportedItem {
  url: string;
  sourceId: string | null;
  postUrl: string | null;
}

/**
 * The comparable form of a media URL: host and path, lowercase host, without scheme, query or
 * fragment (the forum signs the same file with different query strings). null for non-http(s) input.
 */
export function normalizeMediaUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(decodeHtmlAmpersands(url.trim()));
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.host.toLowerCase()}${path}`;
}

const POST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const POST_PAGE_PATTERN = /\/comments\/([A-Za-z0-9]{1,20})(?:\/|$)/;

/** The post id of a forum post page (`…/comments/{id}/…`), or null. */
function postIdFromPostUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  return POST_PAGE_PATTERN.exec(parsed.pathname)?.[1] ?? null;
}

/** A media item id is the post id, or `{postId}_{n}` for one image of a gallery: the whole post goes. */
function postIdFromSourceId(sourceId: string): string | null {
  const postId = sourceId.split('_')[0] ?? '';
  return POST_ID_PATTERN.test(postId) ? postId : null;
}

/**
 * Every key of an item (deduplicated): those its URL itself names (the file, a video-host id, a post page),
 * then the post its source id and post link name. Only the first part is the URL's own; the rest is a claim.
 */
export function blockKeysFor(item: ReportedItem): BlockKey[] {
  const keys: BlockKey[] = [];
  const add = (kind: BlockKind, value: string | null) => {
    if (value !== null && !keys.some((k) => k.kind === kind && k.value === value)) keys.push({ kind, value });
  };
  add('video', parseVideoHostSrcUrl(item.url) ?? videoHostIdFromUrl(item.url));
  add('url', normalizeMediaUrl(item.url));
  add('post', postIdFromPostUrl(item.url));
  if (item.sourceId !== null) add('post', postIdFromSourceId(item.sourceId));
  if (item.postUrl !== null) add('post', postIdFromPostUrl(item.postUrl));
  return keys;
}

/** The keys a URL names by itself: removing it blocks the file (or video, or post page) and nothing else. */
export function urlKeysFor(url: string): BlockKey[] {
  return blockKeysFor({ url, sourceId: null, postUrl: null });
}

export interface BlockSet {
  urls: ReadonlySet<string>;
  posts: ReadonlySet<string>;
  videos: ReadonlySet<string>;
  /** Changes whenever the set does (caches built from filtered listings key on it). */
  version: string;
}

export function toBlockSet(keys: readonly BlockKey[]): BlockSet {
  const of = (kind: BlockKind) => new Set(keys.filter((k) => k.kind === kind).map((k) => k.value));
  const version = keys
    .map((k) => `${k.kind}:${k.value}`)
    .sort()
    .join('|');
  return { urls: of('url'), posts: of('post'), videos: of('video'), version: hashOf(version) };
}

export const EMPTY_BLOCK_SET: BlockSet = toBlockSet([]);

// A short stable digest (FNV-1a); the version only has to differ when the set does.
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length}-${hash.toString(36)}`;
}

/** Every media URL a post carries: its link, previews, gallery renditions and hosted video. */
function mediaUrlsOf(item: ListingItem): string[] {
  const urls: (string | undefined | null)[] = [postLinkUrl(item), item.url];
  for (const image of item.preview?.images ?? []) {
    urls.push(image.source?.url, ...(image.resolutions ?? []).map((r) => r.url));
  }
  for (const entry of Object.values(item.media_metadata ?? {})) {
    urls.push(entry.s?.u, entry.s?.url, entry.s?.gif, entry.s?.mp4, ...(entry.p ?? []).map((p) => p.u ?? p.url));
  }
  for (const video of [item.secure_media?.reddit_video, item.media?.reddit_video]) urls.push(video?.fallback_url);
  return urls.filter((url): url is string => typeof url === 'string' && url !== '');
}

/** True when the post, its video, any of its media, or the parent it crossposts is blocked. */
export function isBlockedListingItem(item: ListingItem, blocked: BlockSet): boolean {
  if (blocked.posts.has(item.id)) return true;
  const hostId = videoHostId(item);
  if (hostId !== null && blocked.videos.has(hostId)) return true;
  for (const url of mediaUrlsOf(item)) {
    const normalized = normalizeMediaUrl(url);
    if (normalized !== null && blocked.urls.has(normalized)) return true;
  }
  return (item.crosspost_parent_list ?? []).some((parent) => isBlockedListingItem(parent, blocked));
}

/** True when removing some item blocked any key this one has (a stored favourite, matched as a report is). */
export function isBlockedReportedItem(item: ReportedItem, blocked: BlockSet): boolean {
  const sets: Record<BlockKind, ReadonlySet<string>> = {
    url: blocked.urls,
    post: blocked.posts,
    video: blocked.videos,
  };
  return blockKeysFor(item).some((key) => sets[key.kind].has(key.value));
}
