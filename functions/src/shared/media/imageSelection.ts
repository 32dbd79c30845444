import type { ListingItem, MediaMetadataEntry } from './types.js';

/** The forum's own image and preview hosts (docs/product-rules.md#media-and-thumbnails). */
const DEFAULT_IMAGE_HOSTS: readonly string[] = ['i.redd.it', 'preview.redd.it'];
/** The forum's video host, for `is_video` posts. */
const DEFAULT_VIDEO_HOSTS: readonly string[] = ['v.redd.it'];
/** Link-preview CDN: acceptable for preview stills only, never as the media itself. */
const EXTRA_PREVIEW_HOSTS: readonly string[] = ['external-preview.redd.it'];

const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp'];
const MEDIA_FILE_EXTENSIONS: readonly string[] = [...IMAGE_EXTENSIONS, 'gif', 'gifv', 'mp4', 'webm'];

const IMAGE_HOST_SITES: readonly string[] = ['imgur.com', 'i.imgur.com', 'm.imgur.com'];
const VIDEO_HOST_DOMAIN = 'redgifs.com';

export interface ImageSelectorOptions {
  /** Extra accepted `host[:port]` entries (demo upstream, library host); a full URL is also accepted. */
  extraHosts?: readonly string[];
}

export interface ImageSelector {
  /** Image hosts in force: defaults plus extras, normalised to lowercase `host[:port]`. */
  readonly acceptedHosts: readonly string[];
  /** The image selection (docs/product-rules.md#media-and-thumbnails): a still image URL for the post, or null. */
  selectImageUrl: (item: ListingItem) => string | null;
  /** Accepted host and a jpg/jpeg/png/webp path. Expects an already decoded URL. */
  isAcceptedImageUrl: (url: string) => boolean;
  /** Accepted image host and a .gif path. */
  isAcceptedGifUrl: (url: string) => boolean;
  /** Host check only, for URLs whose kind the forum declared (animated gallery entries). */
  isAcceptedImageHostUrl: (url: string) => boolean;
  /** The forum's video host or an extra host. */
  isAcceptedVideoUrl: (url: string) => boolean;
  /** Stills for thumbnails/posters: image hosts plus the forum's link-preview host. */
  isAcceptedPreviewUrl: (url: string) => boolean;
}

/** The forum escapes `&` in preview and metadata URLs unless asked for raw JSON. */
export function decodeHtmlAmpersands(url: string): string {
  let decoded = url;
  // Double escaping shows up in re-serialised payloads; a small bound keeps it cheap.
  for (let i = 0; i < 3 && decoded.includes('&amp;'); i += 1) decoded = decoded.replaceAll('&amp;', '&');
  return decoded;
}

interface ParsedUrl {
  host: string;
  hostname: string;
  pathname: string;
}

function parseHttpUrl(raw: string | null | undefined): ParsedUrl | null {
  if (!raw) return null;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { host: parsed.host.toLowerCase(), hostname: parsed.hostname.toLowerCase(), pathname: parsed.pathname };
  } catch {
    return null;
  }
}

/** Lowercase `host[:port]` from a config entry such as '127.0.0.1:9010' or 'http://lib.example/'. */
export function normalizeHostEntry(entry: string): string | null {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed) return null;
  const parsed = parseHttpUrl(trimmed.includes('://') ? trimmed : `http://${trimmed}`);
  return parsed ? parsed.host : null;
}

function pathExtension(pathname: string): string {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot === -1 ? '' : lastSegment.slice(dot + 1).toLowerCase();
}

function hostMatchesDomain(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/** The post's link target, preferring the forum's resolved destination. */
export function postLinkUrl(item: ListingItem): string | null {
  const target = item.url_overridden_by_dest ?? item.url;
  return target ? decodeHtmlAmpersands(target) : null;
}

function domainOf(item: ListingItem): string {
  return (item.domain ?? '').trim().toLowerCase();
}

export function isVideoHostPost(item: ListingItem): boolean {
  if (hostMatchesDomain(domainOf(item), VIDEO_HOST_DOMAIN)) return true;
  const parsed = parseHttpUrl(postLinkUrl(item));
  return parsed !== null && hostMatchesDomain(parsed.hostname, VIDEO_HOST_DOMAIN);
}

const VIDEO_HOST_ID_PATTERN = /^[a-z0-9]+$/;

/**
 * The video host's gif id (lowercase) from a watch, embed or media URL:
 * /watch/{id}, /ifr/{id}, /i/{id}.jpg, /{Id}-mobile.mp4.
 */
export function videoHostIdFromUrl(url: string): string | null {
  const parsed = parseHttpUrl(decodeHtmlAmpersands(url));
  if (!parsed || !hostMatchesDomain(parsed.hostname, VIDEO_HOST_DOMAIN)) return null;
  const segments = parsed.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (segments.length >= 2 && ['watch', 'ifr', 'i'].includes(segments[0] ?? '')) candidate = segments[1];
  // A lone segment is only an id when it is a media file name; '/watch' or '/users' are pages.
  else if (segments.length === 1 && segments[0]?.includes('.')) candidate = segments[0];
  if (!candidate) return null;
  // Media file names look like 'CalmBlueHeron-mobile.mp4'; the id is the part before '-' or '.'.
  const id = (candidate.split(/[-.]/)[0] ?? '').toLowerCase();
  return VIDEO_HOST_ID_PATTERN.test(id) ? id : null;
}

export function videoHostId(item: ListingItem): string | null {
  if (!isVideoHostPost(item)) return null;
  const link = postLinkUrl(item);
  return link ? videoHostIdFromUrl(link) : null;
}

export function isImageHostPost(item: ListingItem): boolean {
  if (IMAGE_HOST_SITES.includes(domainOf(item))) return true;
  const parsed = parseHttpUrl(postLinkUrl(item));
  return parsed !== null && IMAGE_HOST_SITES.includes(parsed.hostname);
}

/** Image-host posts are out when they are albums/galleries or have no media file extension (product-rules). */
export function isExcludedImageHostPost(item: ListingItem): boolean {
  if (!isImageHostPost(item)) return false;
  const parsed = parseHttpUrl(postLinkUrl(item));
  if (!parsed) return true;
  const path = parsed.pathname.toLowerCase();
  if (path.startsWith('/a/') || path.startsWith('/gallery/')) return true;
  return !MEDIA_FILE_EXTENSIONS.includes(pathExtension(path));
}

/** A gallery entry whose status is present and not 'valid' is dead (failed, unprocessed). */
export function isDeadMetadataEntry(entry: MediaMetadataEntry): boolean {
  return entry.status !== undefined && entry.status !== 'valid';
}

export interface GalleryEntry {
  /** Position in gallery order; stable even when earlier entries are dead. */
  index: number;
  mediaId: string;
  entry: MediaMetadataEntry | undefined;
}

/** Gallery entries in display order (gallery_data), or metadata key order when that is missing. */
export function galleryEntries(item: ListingItem): GalleryEntry[] {
  const metadata = item.media_metadata ?? {};
  const order = item.gallery_data?.items.map((g) => g.media_id) ?? Object.keys(metadata);
  return order.map((mediaId, index) => ({ index, mediaId, entry: metadata[mediaId] }));
}

export function hasGalleryMedia(item: ListingItem): boolean {
  return (item.is_gallery === true || item.gallery_data != null) && item.media_metadata != null;
}

export function createImageSelector(options: ImageSelectorOptions = {}): ImageSelector {
  const extras = (options.extraHosts ?? []).map(normalizeHostEntry).filter((host): host is string => host !== null);
  const imageHosts = new Set([...DEFAULT_IMAGE_HOSTS, ...extras]);
  const videoHosts = new Set([...DEFAULT_VIDEO_HOSTS, ...extras]);
  const previewHosts = new Set([...imageHosts, ...EXTRA_PREVIEW_HOSTS]);

  const onHosts = (url: string, hosts: Set<string>): ParsedUrl | null => {
    const parsed = parseHttpUrl(url);
    return parsed && hosts.has(parsed.host) ? parsed : null;
  };
  const isAcceptedImageUrl = (url: string): boolean => {
    const parsed = onHosts(url, imageHosts);
    return parsed !== null && IMAGE_EXTENSIONS.includes(pathExtension(parsed.pathname));
  };
  const isAcceptedGifUrl = (url: string): boolean => {
    const parsed = onHosts(url, imageHosts);
    return parsed !== null && pathExtension(parsed.pathname) === 'gif';
  };
  const acceptedOrNull = (url: string | undefined): string | null => {
    if (!url) return null;
    const decoded = decodeHtmlAmpersands(url);
    return isAcceptedImageUrl(decoded) ? decoded : null;
  };

  const selectFromGallery = (item: ListingItem): string | null => {
    // The first media entry, else its last preview (product-rules). Dead entries are skipped, as in conversion.
    const first = galleryEntries(item).find(({ entry }) => entry !== undefined && !isDeadMetadataEntry(entry));
    const entry = first?.entry;
    if (!entry) return null;
    const full = acceptedOrNull(entry.s?.u ?? entry.s?.url);
    if (full) return full;
    const lastPreview = entry.p?.[entry.p.length - 1];
    return acceptedOrNull(lastPreview?.u ?? lastPreview?.url);
  };

  const selectOwn = (item: ListingItem): string | null => {
    if (isVideoHostPost(item) || isExcludedImageHostPost(item)) return null;
    if (hasGalleryMedia(item)) return selectFromGallery(item);
    return acceptedOrNull(postLinkUrl(item) ?? undefined);
  };

  return {
    acceptedHosts: [...imageHosts],
    selectImageUrl: (item) => {
      const own = selectOwn(item);
      if (own) return own;
      const parent = item.crosspost_parent_list?.[0];
      return parent ? selectOwn(parent) : null;
    },
    isAcceptedImageUrl,
    isAcceptedGifUrl,
    isAcceptedImageHostUrl: (url) => onHosts(url, imageHosts) !== null,
    isAcceptedVideoUrl: (url) => onHosts(url, videoHosts) !== null,
    isAcceptedPreviewUrl: (url) => onHosts(url, previewHosts) !== null,
  };
}
