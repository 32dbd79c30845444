import { BPM_DEFAULT } from '@shared/constants';
import { labelsFromPostUrl } from '@shared/media/personalBlocklist';
import type { MediaItem } from '@shared/media/types';
import { defaultSessionConfig } from '../../lib/validation/sessionConfig';
import { STORAGE_KEYS } from '../../config/storageKeys';
import type { Favorite } from '../../lib/firebase/favorites';
import type { SessionConfig } from '../../settings/sessionSlice';
import { storedSrcUrl } from '../../media/videoHostFavorite';

function favoriteToMediaItem(fav: Favorite): MediaItem {
  // What the session's blocklist can still see of a favourite.
  const labels = labelsFromPostUrl(fav.postUrl);
  return {
    id: fav.id,
    type: fav.type,
    // Video-host items play as 'videohost:<id>': the session resolves a fresh URL for each.
    srcUrl: storedSrcUrl(fav.srcUrl),
    durationSec: fav.durationSec,
    previewUrl: fav.previewUrl,
    width: fav.width,
    height: fav.height,
    source: fav.source,
    postUrl: fav.postUrl,
    ...(labels ? { labels } : {}),
  };
}

/**
 * Stores the favourites as the session's prefetched list and returns the config to start it with. Favourites play
 * as a session of a free star (the page passes the catalogue's first): a real star keeps the session screen's rules
 * (catalogue lookup, refills) unchanged, and its prefetch slot is filled with the favourites, so they play first and
 * the star's own media only follows once they run out.
 */
export function prepareFavouritesSession(
  favorites: readonly Favorite[],
  starId: string,
  storage: Storage = sessionStorage,
): SessionConfig {
  storage.setItem(STORAGE_KEYS.sessionPrefetch(starId), JSON.stringify(favorites.map(favoriteToMediaItem)));
  return { starId, ...defaultSessionConfig(), bpm: BPM_DEFAULT };
}
