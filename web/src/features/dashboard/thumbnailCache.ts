import { makeThumbnailCacheEntry, readThumbnailCache, thumbnailCacheKey } from '../../lib/media/thumbnails';

// The card images' local cache (SPEC §4). Storage can throw (quota, privacy modes); the cards then
// simply work without a cache. Free of React and the store: main.ts reads it before the app loads.

export function readCachedThumbnail(starId: string): string | null {
  try {
    return readThumbnailCache(localStorage.getItem(thumbnailCacheKey(starId)), Date.now());
  } catch {
    return null;
  }
}

export function writeCachedThumbnail(starId: string, url: string): void {
  try {
    localStorage.setItem(thumbnailCacheKey(starId), makeThumbnailCacheEntry(url, Date.now()));
  } catch {
    /* no cache this time */
  }
}

export function dropCachedThumbnail(starId: string): void {
  try {
    localStorage.removeItem(thumbnailCacheKey(starId));
  } catch {
    /* nothing to drop */
  }
}
