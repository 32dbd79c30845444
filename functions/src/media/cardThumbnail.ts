// Card-size stills for the dashboard: the forum's (or demo source's) preview renditions, or a
// library item's previewUrl, never the full-size source image.
import { THUMBNAIL_CARD_MIN_WIDTH_PX } from '../shared/constants.js';
import {
  decodeHtmlAmpersands,
  galleryEntries,
  hasGalleryMedia,
  isDeadMetadataEntry,
  type ImageSelector,
} from '../shared/media/imageSelection.js';
import type { ListingItem } from '../shared/media/types.js';

/** A card image and the post it comes from (its labels go out with the answer for the browser's blocklist). */
export interface CardPick {
  url: string;
  post: ListingItem;
}

interface Rendition {
  url: string;
  /** 0 when unknown (a library item's declared preview). */
  width: number;
}

function renditionsOf(item: ListingItem): Rendition[] {
  if (hasGalleryMedia(item)) {
    const first = galleryEntries(item).find(({ entry }) => entry !== undefined && !isDeadMetadataEntry(entry));
    return (first?.entry?.p ?? []).flatMap((p) => {
      const url = p.u ?? p.url;
      return url ? [{ url: decodeHtmlAmpersands(url), width: p.x }] : [];
    });
  }
  const image = item.preview?.images?.[0];
  return (image?.resolutions ?? []).map((r) => ({ url: decodeHtmlAmpersands(r.url), width: r.width }));
}

/** The smallest preview at least 480 px wide, else a preview of unknown size; null when neither exists. */
function cardStillUrl(item: ListingItem, selector: ImageSelector): string | null {
  const own = renditionsOf(item);
  const parent = item.crosspost_parent_list?.[0];
  const all = (own.length === 0 && parent ? renditionsOf(parent) : own).filter((r) =>
    selector.isAcceptedPreviewUrl(r.url),
  );
  const wideEnough = all.filter((r) => r.width >= THUMBNAIL_CARD_MIN_WIDTH_PX).sort((a, b) => a.width - b.width);
  return wideEnough[0]?.url ?? all.find((r) => r.width === 0)?.url ?? null;
}

function rank(item: ListingItem): number {
  return item.score ?? item.ups ?? 0;
}

/**
 * The thumbnail rule (docs/product-rules.md#media-and-thumbnails) at card size: posts that pass
 * the image filter, best score (else ups) first; the first of them with a card-size preview gives the URL.
 */
export function pickCardThumbnail(items: readonly ListingItem[], selector: ImageSelector): CardPick | null {
  const candidates = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => selector.selectImageUrl(item) !== null)
    // Ties keep listing order, like a stable sort.
    .sort((a, b) => rank(b.item) - rank(a.item) || a.index - b.index);
  for (const { item } of candidates) {
    const url = cardStillUrl(item, selector);
    if (url) return { url, post: item };
  }
  return null;
}
