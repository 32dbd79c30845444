// A takedown reaches the favourites too (docs/product-rules.md "Reports and takedowns"): a favourite is the user's
// own copy of an item's address, so no listing filters it; the favourites page asks which ones were removed.
import { db } from '../data/db.js';
import { favoriteRefPages } from '../data/favorites.js';
import { isBlockedReportedItem } from '../media/blockMatching.js';
import type { Blocklist } from '../media/blocklist.js';
import { FAVORITES_READ_PAGE_SIZE } from '../shared/constants.js';
import { DomainError } from './errors.js';

/** Ids of the user's favourites whose item was removed, matched by the same keys a removal blocks. */
export async function removedFavoriteIds(uid: string, blocklist: Blocklist): Promise<string[]> {
  // Never readable on this instance: say so rather than call every favourite fine.
  const blocked = await blocklist.current().catch(() => {
    throw new DomainError('unavailable', 'favouritesCheckUnavailable');
  });
  const removed: string[] = [];
  // Page by page, so a user with many favourites never holds them all in memory at once.
  for await (const page of favoriteRefPages(db(), uid, FAVORITES_READ_PAGE_SIZE)) {
    for (const fav of page) {
      if (isBlockedReportedItem({ url: fav.url, sourceId: fav.id, postUrl: fav.postUrl }, blocked))
        removed.push(fav.id);
    }
  }
  return removed;
}
