// An uploaded item as a listing entry (shaped like a forum post, as every source's items are), linking straight to
// its renditions in storage. WebP and MP4 are what every browser the app targets plays; AVIF and WebM stay in the
// bucket for a later <picture>/<source> choice.
import { RENDITION_VIDEO_HEIGHTS_PX } from '../shared/constants.js';
import type { ListingItem, PreviewImageSize } from '../shared/media/types.js';
import type { StoredRenditionsRef } from './libraryStore.js';

/** The panel video: the largest MP4 at most this tall (a panel is a third of a screen at most). */
const PANEL_VIDEO_MAX_HEIGHT_PX = 720;
/** The lighter one offered beside it: the ladder's lowest rung (480p). */
const SD_VIDEO_MAX_HEIGHT_PX = RENDITION_VIDEO_HEIGHTS_PX[0];

type Rendition = StoredRenditionsRef['renditions'][number];

const byWidth = (a: Rendition, b: Rendition) => a.width - b.width;

export interface StoredListingFields {
  id: string;
  name: string;
  community: string;
  createdUtc: number;
  type: 'image' | 'gif' | 'video';
  durationSec: number;
}

/** Null when the item has nothing a browser can show (no WebP still, or a video without an MP4). */
export function storedListingItem(
  fields: StoredListingFields,
  stored: StoredRenditionsRef,
  link: (name: string) => string,
): ListingItem | null {
  const stills = stored.renditions.filter((r) => r.contentType === 'image/webp').sort(byWidth);
  const size = (r: Rendition): PreviewImageSize => ({ url: link(r.name), width: r.width, height: r.height });
  const largest = stills.at(-1);
  if (!largest) return null;
  const item: ListingItem = {
    id: fields.id,
    name: fields.name,
    subreddit: fields.community,
    created_utc: fields.createdUtc,
    preview: { images: [{ source: size(largest), resolutions: stills.map(size) }] },
  };
  if (fields.type === 'image') {
    const panel = stills.filter((r) => r.role === 'panel').at(-1) ?? largest;
    item.url = link(panel.name);
    item.url_overridden_by_dest = item.url;
    return item;
  }
  const mp4s = stored.renditions.filter((r) => r.contentType === 'video/mp4').sort((a, b) => a.height - b.height);
  const video = mp4s.filter((r) => r.height <= PANEL_VIDEO_MAX_HEIGHT_PX).at(-1) ?? mp4s[0];
  if (!video) return null;
  const url = link(video.name);
  // Phones and metered connections play the lightest rung when there is a lighter one (web/src/media/lightVideo.ts).
  const light = mp4s.filter((r) => r.height <= SD_VIDEO_MAX_HEIGHT_PX).at(-1);
  item.is_video = true;
  item.url = url;
  item.secure_media = {
    reddit_video: {
      fallback_url: url,
      ...(light && light.height < video.height ? { sd_fallback_url: link(light.name) } : {}),
      duration: fields.durationSec,
      width: video.width,
      height: video.height,
      is_gif: fields.type === 'gif',
    },
  };
  return item;
}
