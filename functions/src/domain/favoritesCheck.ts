// What the favourites page needs from the server about the user's own favourites (docs/product-rules.md "Reports and
// takedowns": "Favourites too", "Favourites of uploaded items"). A favourite is the user's copy of an item's address,
// so no listing filters it and no listing renews its links:
// - a takedown reaches it by the keys a removal blocks;
// - an uploaded item's links end with their window (RENDITION_LINK_WINDOW_MS), so its favourites get new ones here,
//   and one no longer served (rejected, blocked, consent withdrawn, deleted) counts as removed.
import { db } from '../data/db.js';
import { favoriteRefPages, type StoredFavoriteRef } from '../data/favorites.js';
import { storedItemIdInLink } from '../data/storedMedia.js';
import { isBlockedReportedItem } from '../media/blockMatching.js';
import type { Blocklist } from '../media/blocklist.js';
import type { ServableLibraryEntry } from '../media/librarySource.js';
import type { FreshFavoriteLinks } from '../shared/api/schemas/reports.js';
import { FAVORITES_READ_PAGE_SIZE } from '../shared/constants.js';
import type { ImageSelector } from '../shared/media/imageSelection.js';
import { listingItemsToMediaItems } from '../shared/media/toMediaItems.js';
import { DomainError } from './errors.js';

export interface FavoritesCheckDeps {
  blocklist: Blocklist;
  /** The servable library entries among these ids, linked afresh (media/librarySource.ts). */
  libraryEntries: (ids: readonly string[]) => Promise<ReadonlyMap<string, ServableLibraryEntry>>;
  /** Whether the caller may watch a collection's items (a premium star's need stored premium). */
  mayWatch: (community: string) => Promise<boolean>;
  /** The images the app accepts: the new links are picked as the app picks a listing item's. */
  selector: ImageSelector;
}

export interface FavoritesCheck {
  removed: string[];
  fresh: FreshFavoriteLinks[];
}

/** The favourite's new links from its entry, as the app would have made them from a listing page now. */
function linksOf(fav: StoredFavoriteRef, entry: ServableLibraryEntry, selector: ImageSelector) {
  const media = listingItemsToMediaItems([entry.item], { selector, source: 'library' })[0];
  return media ? { id: fav.id, srcUrl: media.srcUrl, previewUrl: media.previewUrl } : null;
}

/** The user's favourites taken down or no longer served, and new links for those of uploaded items. */
export async function checkFavorites(uid: string, deps: FavoritesCheckDeps): Promise<FavoritesCheck> {
  // Never readable on this instance: say so rather than call every favourite fine.
  const blocked = await deps.blocklist.current().catch(() => {
    throw new DomainError('unavailable', 'favouritesCheckUnavailable');
  });
  const removed: string[] = [];
  const fresh: FreshFavoriteLinks[] = [];
  // Page by page, so a user with many favourites never holds them all in memory at once.
  for await (const page of favoriteRefPages(db(), uid, FAVORITES_READ_PAGE_SIZE)) {
    const uploaded: StoredFavoriteRef[] = [];
    for (const fav of page) {
      if (isBlockedReportedItem({ url: fav.url, sourceId: fav.id, postUrl: fav.postUrl }, blocked))
        removed.push(fav.id);
      else if (storedItemIdInLink(fav.url) !== null) uploaded.push(fav);
    }
    if (uploaded.length === 0) continue;
    // A favourite of an uploaded item is named by its library entry's id (the listing item's id).
    const entries = await deps.libraryEntries(uploaded.map((fav) => fav.id));
    for (const fav of uploaded) {
      const entry = entries.get(fav.id);
      if (!entry) {
        removed.push(fav.id);
        continue;
      }
      if (!(await deps.mayWatch(entry.community))) continue;
      const links = linksOf(fav, entry, deps.selector);
      if (links) fresh.push(links);
    }
  }
  return { removed, fresh };
}
