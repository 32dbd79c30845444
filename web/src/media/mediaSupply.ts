// Where the session's media comes from: the per-star prefetched list in session storage, then
// mixed listings (top month/week + hot) of the star's communities turned into media items.
import { LISTING_COUNT_MAX, SESSION_PREFETCH_ITEMS } from '@shared/constants';
import { dedupeMediaItems } from '@shared/media/dedupe';
import { createImageSelector } from '@shared/media/imageSelection';
import { clampListingCount, fetchMixed, type FetchListingPage } from '@shared/media/listingFetcher';
import { HIDES_NOTHING, type HidesItem } from '@shared/media/personalBlocklist';
import { listingItemsToMediaItems } from '@shared/media/toMediaItems';
import type { MediaItem } from '@shared/media/types';
import type { Star } from '@shared/stars';
import type { AppDispatch } from '../store/hooks';
import { MEDIA_EXTRA_HOSTS } from '../config/media';
import { STORAGE_KEYS } from '../config/storageKeys';
import { mediaApi } from './mediaApi';

const selector = createImageSelector({ extraHosts: MEDIA_EXTRA_HOSTS });
const MEDIA_TYPES = new Set(['image', 'gif', 'video']);

/**
 * Listing pages through the app's API (so the ID token goes along); 'not-ok' for any failure. 'fresh' asks the
 * server every time (a refill wants new posts); 'cached' takes a page the cache holds or is fetching (the
 * session's first request, which the setup page may have made already). `runOf` names the running session's run
 * in each request (docs/product-rules.md, "Referrals").
 */
export function listingPageFetcher(
  dispatch: AppDispatch,
  reuse: 'fresh' | 'cached' = 'fresh',
  runOf: () => string | null | Promise<string | null> = () => null,
): FetchListingPage {
  return async (params) => {
    const run = await runOf();
    try {
      return await dispatch(
        mediaApi.endpoints.getListingPage.initiate(run ? { ...params, run } : params, {
          subscribe: false,
          forceRefetch: reuse === 'fresh',
        }),
      ).unwrap();
    } catch {
      return 'not-ok';
    }
  };
}

/** Listing pages kept in the cache until `release` (the setup page's warmup of the session's first request). */
export function heldListingPageFetcher(dispatch: AppDispatch): { fetchPage: FetchListingPage; release: () => void } {
  const held: { unsubscribe: () => void }[] = [];
  let released = false;
  return {
    fetchPage: async (params) => {
      if (released) return 'not-ok';
      const query = dispatch(mediaApi.endpoints.getListingPage.initiate(params));
      held.push(query);
      try {
        return await query.unwrap();
      } catch {
        return 'not-ok';
      }
    },
    release: () => {
      released = true;
      held.splice(0).forEach((query) => query.unsubscribe());
    },
  };
}

/** A blocklist letting through less than this share is treated as this share when sizing the next ask. */
const MIN_KEPT_SHARE = 0.05;

/**
 * About `wanted` items of one community the blocklist lets through: when it removes many, the listing is asked
 * again for more posts, scaled by the share it kept, up to the listing's cap (docs/product-rules.md#blocklist).
 */
async function fetchCommunityMedia(
  sub: string,
  wanted: number,
  fetchPage: FetchListingPage,
  hides: HidesItem,
): Promise<MediaItem[]> {
  let ask = clampListingCount(wanted);
  for (;;) {
    const posts = await fetchMixed(fetchPage, { sub, count: ask }).catch(() => []);
    const media = listingItemsToMediaItems(posts, { selector });
    const kept = media.filter((item) => !hides(item));
    const exhausted = posts.length < ask;
    // Without a blocklist the first answer stands, as before: posts without media are not worth a second ask.
    if (hides === HIDES_NOTHING || kept.length >= wanted || exhausted || ask >= LISTING_COUNT_MAX) return kept;
    const keptShare = Math.max(MIN_KEPT_SHARE, kept.length / Math.max(1, media.length));
    ask = Math.min(LISTING_COUNT_MAX, Math.max(ask * 2, Math.ceil(wanted / keptShare)));
  }
}

/**
 * About `count` media items from the star's communities, split evenly between them, without what the person's
 * blocklist hides. Never rejects.
 */
export async function fetchStarMedia(
  star: Pick<Star, 'subreddits'>,
  count: number,
  fetchPage: FetchListingPage,
  hides: HidesItem = HIDES_NOTHING,
): Promise<MediaItem[]> {
  const subs = star.subreddits.length > 0 ? star.subreddits : [];
  const perSub = Math.ceil(count / Math.max(1, subs.length));
  const lists = await Promise.all(subs.map((sub) => fetchCommunityMedia(sub, perSub, fetchPage, hides)));
  return dedupeMediaItems(lists.flat());
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
