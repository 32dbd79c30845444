// Where the session's media comes from: the per-star prefetched list in session storage, then
// mixed listings (top month/week + hot) of the star's communities turned into media items.
import { SESSION_PREFETCH_ITEMS } from '@shared/constants';
import { createImageSelector } from '@shared/media/imageSelection';
import { fetchMixed, type FetchListingPage } from '@shared/media/listingFetcher';
import { listingItemsToMediaItems } from '@shared/media/toMediaItems';
import type { MediaItem } from '@shared/media/types';
import type { Star } from '@shared/stars';
import type { AppDispatch } from '../store/hooks';
import { MEDIA_EXTRA_HOSTS } from '../config/media';
import { STORAGE_KEYS } from '../config/storageKeys';
import { mediaApi } from './mediaApi';

const selector = createImageSelector({ extraHosts: MEDIA_EXTRA_HOSTS });
const MEDIA_TYPES = new Set(['image', 'gif', 'video']);

/** Listing pages through the app's API (so the ID token goes along); 'not-ok' for any failure. */
export function listingPageFetcher(dispatch: AppDispatch): FetchListingPage {
  return async (params) => {
    try {
      return await dispatch(
        mediaApi.endpoints.getListingPage.initiate(params, { subscribe: false, forceRefetch: true }),
      ).unwrap();
    } catch {
      return 'not-ok';
    }
  };
}

/** About `count` media items from the star's communities, split evenly between them. Never rejects. */
export async function fetchStarMedia(
  star: Pick<Star, 'subreddits'>,
  count: number,
  fetchPage: FetchListingPage,
): Promise<MediaItem[]> {
  const subs = star.subreddits.length > 0 ? star.subreddits : [];
  const perSub = Math.ceil(count / Math.max(1, subs.length));
  const lists = await Promise.all(subs.map((sub) => fetchMixed(fetchPage, { sub, count: perSub }).catch(() => [])));
  return listingItemsToMediaItems(lists.flat(), { selector });
}

function isMediaItem(value: unknown): value is MediaItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof MediaItem, unknown>>;
  return (
    typeof item.id === 'string' &&
    typeof item.srcUrl === 'string' &&
    typeof item.type === 'string' &&
    MEDIA_TYPES.has(item.type) &&
    typeof item.source === 'string'
  );
}

/** The prefetched list for a star (written by a previous session or the favourites page). */
export function readPrefetched(starId: string, storage: Storage = globalThis.sessionStorage): MediaItem[] {
  try {
    const raw = storage.getItem(STORAGE_KEYS.sessionPrefetch(starId));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isMediaItem) : [];
  } catch {
    return [];
  }
}

/** Keeps up to 60 fresh items so the next session of this star starts at once. */
export function storePrefetched(
  starId: string,
  items: readonly MediaItem[],
  storage: Storage = globalThis.sessionStorage,
): void {
  if (items.length === 0) return;
  try {
    storage.setItem(STORAGE_KEYS.sessionPrefetch(starId), JSON.stringify(items.slice(0, SESSION_PREFETCH_ITEMS)));
  } catch {
    // A full quota only costs the next session its head start.
  }
}

const WARM_IMAGES = 6;

/**
 * Run while the user configures a session: fills the star's prefetch list (when empty) and warms the
 * browser cache with its first images, so the first panels paint at once instead of showing "Loading…".
 */
export async function prefetchStarMedia(
  star: Pick<Star, 'id' | 'subreddits'>,
  {
    fetchPage,
    storage = globalThis.sessionStorage,
    warm = (url: string) => {
      // Decoded as well as fetched, so the panel that shows it can paint it in its first frame.
      const image = new Image();
      image.src = url;
      image.decode().catch(() => undefined);
    },
  }: { fetchPage: FetchListingPage; storage?: Storage; warm?: (url: string) => void },
): Promise<void> {
  let items = readPrefetched(star.id, storage);
  if (items.length === 0) {
    items = await fetchStarMedia(star, SESSION_PREFETCH_ITEMS, fetchPage);
    storePrefetched(star.id, items, storage);
  }
  items
    .filter((item) => item.type === 'image')
    .slice(0, WARM_IMAGES)
    .forEach((item) => warm(item.srcUrl));
}
