// Card-size stills for the dashboard: the forum's (or demo source's) preview renditions, or a
// library item's previewUrl, never the full-size source image.
import {
  THUMBNAIL_CARD_MIN_WIDTH_PX,
  THUMBNAIL_SRCSET_MAX_WIDTH_PX,
  THUMBNAIL_SRCSET_MIN_WIDTH_PX,
} from '../shared/constants.js';
import type { CardRendition } from '../shared/api/schemas/thumbnails.js';
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
  /** The image's scaled renditions for the card's srcset, narrowest first; empty when their sizes are unknown. */
  renditions: CardRendition[];
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

/** A srcset separates its entries by whitespace and commas: a URL holding one cannot be listed. */
const fitsSrcset = (url: string) => /^https?:\/\/[^\s,]+$/.test(url);

/**
 * The card's sizes: renditions at least twice the narrowest card, up to the first that covers the widest card
 * at 3x (wider ones would never be chosen). The source image is left out: it is the full-size original (often
 * several MB, a PNG on the demo source), and the forum's renditions go up to 1080 px.
 */
function srcsetRenditions(known: readonly Rendition[]): CardRendition[] {
  const usable = known
    .filter((r) => r.width >= THUMBNAIL_SRCSET_MIN_WIDTH_PX && fitsSrcset(r.url))
    .filter((r, i, list) => list.findIndex((other) => other.width === r.width) === i);
  const end = usable.findIndex((r) => r.width >= THUMBNAIL_SRCSET_MAX_WIDTH_PX);
  return (end === -1 ? usable : usable.slice(0, end + 1)).map(({ url, width }) => ({ url, width }));
}

/**
 * The smallest preview at least 480 px wide (the fallback `src`) with the renditions for the srcset, else a
 * preview of unknown size alone; null when neither exists.
 */
function cardStill(item: ListingItem, selector: ImageSelector): Omit<CardPick, 'post'> | null {
  const own = renditionsOf(item);
  const parent = item.crosspost_parent_list?.[0];
  const all = (own.length === 0 && parent ? renditionsOf(parent) : own).filter((r) =>
    selector.isAcceptedPreviewUrl(r.url),
  );
  const known = all.filter((r) => r.width > 0).sort((a, b) => a.width - b.width);
  const wideEnough = known.find((r) => r.width >= THUMBNAIL_CARD_MIN_WIDTH_PX);
  if (wideEnough) return { url: wideEnough.url, renditions: srcsetRenditions(known) };
  const unsized = all.find((r) => r.width === 0);
  return unsized ? { url: unsized.url, renditions: [] } : null;
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
    const still = cardStill(item, selector);
    if (still) return { ...still, post: item };
  }
  return null;
}
