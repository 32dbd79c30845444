import type { MediaLabels } from './personalBlocklist.js';

// Shapes shared by the listing proxy (server) and the session/dashboard (web).
// ListingItem mirrors the forum's post data (field names kept as the forum spells them);
// only `id` is guaranteed, everything else may be missing on some posts or providers.

/** One rendition in `media_metadata[id].s` or `.p`; animated entries may carry gif/mp4 and no `u`. */
export interface MediaMetadataImage {
  u?: string;
  url?: string;
  gif?: string;
  mp4?: string;
  /** Width in px; 0 when the forum did not say. */
  x: number;
  /** Height in px; 0 when the forum did not say. */
  y: number;
}

export interface MediaMetadataPreview {
  u?: string;
  url?: string;
  x: number;
  y: number;
}

export interface MediaMetadataEntry {
  /** 'valid' for usable entries; 'failed' / 'unprocessed' for dead ones. */
  status?: string;
  /** 'Image', 'AnimatedImage' or 'RedditVideo'. */
  e?: string;
  /** Mime type, e.g. 'image/jpg'. */
  m?: string;
  s?: MediaMetadataImage;
  p?: MediaMetadataPreview[];
}

export interface GalleryDataItem {
  media_id: string;
  id?: number;
}

export interface PreviewImageSize {
  url: string;
  /** 0 when unknown. */
  width: number;
  /** 0 when unknown. */
  height: number;
}

export interface PreviewImage {
  source?: PreviewImageSize;
  resolutions?: PreviewImageSize[];
}

export interface RedditVideo {
  fallback_url?: string;
  /**
   * Ours, not the forum's: a lighter rendition of the same video (the library's 480p) for small screens and metered
   * connections; absent when there is none.
   */
  sd_fallback_url?: string;
  /** Seconds. */
  duration?: number;
  width?: number;
  height?: number;
  is_gif?: boolean;
}

export interface ListingItem {
  id: string;
  /** Fullname, e.g. 't3_abc123'. */
  name?: string;
  /** Site-relative path, e.g. '/r/Sub/comments/abc123/title/'. */
  permalink?: string;
  score?: number;
  ups?: number;
  domain?: string;
  url?: string;
  /** null on self posts. */
  url_overridden_by_dest?: string | null;
  is_gallery?: boolean;
  gallery_data?: { items: GalleryDataItem[] } | null;
  media_metadata?: Record<string, MediaMetadataEntry> | null;
  is_video?: boolean;
  is_self?: boolean;
  secure_media?: { reddit_video?: RedditVideo } | null;
  media?: { reddit_video?: RedditVideo } | null;
  preview?: { images?: PreviewImage[] };
  /** Crossposts keep their media in the first entry. */
  crosspost_parent_list?: ListingItem[];
  title?: string;
  /** The post's flair (a community's own tag), when it has one. */
  link_flair_text?: string | null;
  subreddit?: string;
  /** The poster's name; '[deleted]' when gone. */
  author?: string;
  over_18?: boolean;
  created_utc?: number;
  /**
   * Added by our listing endpoint: per media item id, the server's signature binding that item's URL to this
   * post (media/reportBinding.ts). A report carries it, so a takedown blocks the post only when it is the item's.
   */
  report_sigs?: Record<string, string>;
}

export interface ListingPage {
  items: ListingItem[];
  /** Cursor for the next page; null on the last page. */
  after: string | null;
}

type MediaType = 'image' | 'gif' | 'video';

/**
 * 'videohost' items carry an unresolved srcUrl (see `videoHostSrcUrl`) until resolved. 'local' items are the
 * user's own files, played from a `blob:` URL: they never leave the device, so they are never favourited or reported.
 */
export type MediaSource = 'forum' | 'videohost' | 'library' | 'ad' | 'local';

export interface MediaItem {
  id: string;
  type: MediaType;
  srcUrl: string;
  /** A lighter rendition of a video (480p) for small screens and metered connections; absent when there is none. */
  sdSrcUrl?: string;
  /** Seconds; 0 when unknown or not applicable (images, unresolved video-host items). */
  durationSec: number;
  /** A smaller still to show as thumbnail or poster; null when there is none. */
  previewUrl: string | null;
  /** Pixels; 0 when unknown. */
  width: number;
  /** Pixels; 0 when unknown. */
  height: number;
  source: MediaSource;
  /** Link to the post on the forum; null when the post has no permalink. */
  postUrl: string | null;
  adTagUrl?: string;
  /** What the provider says about the item, for the person's blocklist; missing when it says nothing. */
  labels?: MediaLabels;
  /** The listing's signature over this item's URL, id and post link; a report sends it along. */
  reportSig?: string;
}
