import type { RemovedFavoritesResponse } from '@shared/api/schemas/reports';
import type { Favorite } from '../../lib/firebase/favorites';

/**
 * The favourites as StarSession serves them now: without those taken down or no longer served, and with the
 * server's new links for favourites of uploaded items (their saved links end with their window). Before the
 * server's answer (undefined) they are as saved.
 */
export function asServedNow(saved: readonly Favorite[], check: RemovedFavoritesResponse | undefined): Favorite[] {
  const removed = new Set(check?.removed);
  const fresh = new Map(check?.fresh.map((links) => [links.id, links]));
  return saved.flatMap((fav) => {
    if (removed.has(fav.id)) return [];
    const links = fresh.get(fav.id);
    return [links ? { ...fav, srcUrl: links.srcUrl, previewUrl: links.previewUrl } : fav];
  });
}
