// A takedown reaches the favourites too (docs/product-rules.md "Reports and takedowns"): a favourite is the user's
// own copy of an item's address, so no listing filters it; the favourites page asks which ones were removed.
import { db } from '../data/db.js';
import { newestFavoriteRefs } from '../data/favorites.js';
import { isBlockedReportedItem } from '../media/blockMatching.js';
import type { Blocklist } from '../media/blocklist.js';
import { FAVORITES_REMOVED_CHECK_MAX } from '../shared/constants.js';
import { DomainError } from './errors.js';

const CHECK_UNAVAILABLE = 'Your favourites could not be checked right now. Try again in a moment.';

/** Ids of the user's favourites whose item was removed, matched by the same keys a removal blocks. */
export async function removedFavoriteIds(uid: string, blocklist: Blocklist): Promise<string[]> {
  const [favorites, blocked] = await Promise.all([
    newestFavoriteRefs(db(), uid, FAVORITES_REMOVED_CHECK_MAX),
    // Never readable on this instance: say so rather than call every favourite fine.
    blocklist.current().catch(() => {
      throw new DomainError('unavailable', CHECK_UNAVAILABLE);
    }),
  ]);
  return favorites
    .filter((fav) => isBlockedReportedItem({ url: fav.url, sourceId: fav.id, postUrl: fav.postUrl }, blocked))
    .map((fav) => fav.id);
}
