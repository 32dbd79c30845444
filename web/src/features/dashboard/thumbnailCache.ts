import type { CardRendition } from '@shared/api/schemas/thumbnails';
import { makeThumbnailCacheEntry, readThumbnailCache, type CardImage } from '../../lib/media/thumbnails';
import { STORAGE_KEYS } from '../../config/storageKeys';

// The card images' local cache (docs/product-rules.md#media-and-thumbnails). Storage can throw (quota, privacy modes); the cards then
// simply work without a cache. Free of React and the store: main.ts reads it before the app loads.

export function readCachedThumbnail(starId: string): CardImage | null {
  try {
    return readThumbnailCache(localStorage.getItem(STORAGE_KEYS.thumbnail(starId)), Date.now());
  } catch {
    return null;
  }
}

export function writeCachedThumbnail(starId: string, url: string, renditions?: readonly CardRendition[]): void {
  try {
    localStorage.setItem(STORAGE_KEYS.thumbnail(starId), makeThumbnailCacheEntry(url, Date.now(), renditions));
  } catch {
    /* no cache this time */
  }
}

export function dropCachedThumbnail(starId: string): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.thumbnail(starId));
  } catch {
    /* nothing to drop */
  }
}
