import { LISTING_MAX_PER_REQUEST, THUMBNAIL_LOOKUP_POSTS } from '../shared/constants.js';
import { dedupeListingItems } from '../shared/media/dedupe.js';
import type { CardRendition } from '../shared/api/schemas/thumbnails.js';
import type { ImageSelector } from '../shared/media/imageSelection.js';
import type { MediaLabels } from '../shared/media/personalBlocklist.js';
import { labelsOfPost } from '../shared/media/toMediaItems.js';
import type { ListingItem, ListingPage } from '../shared/media/types.js';
import { pickCardThumbnail } from './cardThumbnail.js';

/** One page of top-of-all-time posts; null when the request failed (the lookup then stops quietly). */
export type FetchTopPage = (params: { sub: string; limit: number; after?: string }) => Promise<ListingPage | null>;

/** Stops an upstream that keeps handing out cursors: 200 posts need 4 pages of 60. */
const MAX_PAGES = Math.ceil(THUMBNAIL_LOOKUP_POSTS / LISTING_MAX_PER_REQUEST) + 1;

async function topPosts(fetchPage: FetchTopPage, sub: string): Promise<ListingItem[]> {
  let items: ListingItem[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES && items.length < THUMBNAIL_LOOKUP_POSTS; page += 1) {
    const limit = Math.min(LISTING_MAX_PER_REQUEST, THUMBNAIL_LOOKUP_POSTS - items.length);
    const result = await fetchPage({ sub, limit, ...(after ? { after } : {}) });
    if (!result || result.items.length === 0) break;
    items = dedupeListingItems([...items, ...result.items]);
    if (!result.after || result.after === after) break;
    after = result.after;
  }
  return items;
}

export interface StarThumbnail {
  url: string;
  /** Its renditions for the card's srcset (cardThumbnail.ts), narrowest first; empty when sizes are unknown. */
  renditions: CardRendition[];
  /** What the image's post says about itself (title, flair, community, creator), when it says anything. */
  labels?: MediaLabels;
}

/**
 * The thumbnail lookup (docs/product-rules.md#media-and-thumbnails): top 200 posts of each of the
 * star's communities, filtered by the image selector, best score (else ups) first, at card size. Null when nothing qualifies; never rejects.
 */
export async function lookupStarThumbnail(
  subreddits: readonly string[],
  fetchPage: FetchTopPage,
  selector: ImageSelector,
): Promise<StarThumbnail | null> {
  const perSub = await Promise.all(subreddits.map((sub) => topPosts(fetchPage, sub).catch(() => [])));
  const pick = pickCardThumbnail(perSub.flat(), selector);
  if (!pick) return null;
  const labels = labelsOfPost(pick.post);
  const thumbnail = { url: pick.url, renditions: pick.renditions };
  return labels ? { ...thumbnail, labels } : thumbnail;
}
