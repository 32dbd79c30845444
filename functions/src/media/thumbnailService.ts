// The dashboard's card images, computed once per instance for the whole catalogue and shared by
// every visitor (the answer holds one public image URL per star and the labels of its post, nothing else).
import { LISTING_MAX_PER_REQUEST } from '../shared/constants.js';
import { createImageSelector } from '../shared/media/imageSelection.js';
import { STARS } from '../shared/stars.js';
import type { MediaLabels } from '../shared/media/personalBlocklist.js';
import type { CardRendition } from '../shared/api/schemas/thumbnails.js';
import { LRUCache } from 'lru-cache';
import { cacheBehaviour } from './cacheClock.js';
import type { ListingService } from './listingService.js';
import { lookupStarThumbnail, type FetchTopPage } from './thumbnailLookup.js';

interface StarThumbnails {
  thumbnails: Record<string, string | null>;
  labels: Record<string, MediaLabels>;
  renditions: Record<string, CardRendition[]>;
  /** True when some listing failed; such answers are cached briefly. */
  degraded: boolean;
}

export interface ThumbnailService {
  getAll(): Promise<StarThumbnails>;
  clear(): void;
}

export interface ThumbnailServiceOptions {
  listing: ListingService;
  /** Image hosts accepted besides the forum's own (the demo source, a library's CDN). */
  extraHosts: readonly string[];
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
  /** Changes when the answer must be recomputed at once (the blocklist's version). */
  version?: () => Promise<string>;
}

const THUMBNAILS_TTL_MS = 30 * 60_000;
const THUMBNAILS_FAILURE_TTL_MS = 30_000;
/** Upstream pages fetched at once while computing; the listing cache absorbs repeats. */
const STARS_AT_ONCE = 5;

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createThumbnailService(options: ThumbnailServiceOptions): ThumbnailService {
  const selector = createImageSelector({ extraHosts: options.extraHosts });

  async function compute(): Promise<StarThumbnails> {
    let degraded = false;
    const fetchPage: FetchTopPage = async ({ sub, limit, after }) => {
      const result = await options.listing.getPage({
        sub,
        type: 'top',
        timeframe: 'all',
        limit: Math.min(limit, LISTING_MAX_PER_REQUEST),
        ...(after ? { after } : {}),
      });
      if (result.degraded) degraded = true;
      return result.degraded ? null : result.page;
    };
    const picks = await mapLimited(STARS, STARS_AT_ONCE, (star) =>
      lookupStarThumbnail(star.subreddits, fetchPage, selector),
    );
    const labels = STARS.flatMap((star, i) => {
      const starLabels = picks[i]?.labels;
      return starLabels ? [[star.id, starLabels] as const] : [];
    });
    return {
      thumbnails: Object.fromEntries(STARS.map((star, i) => [star.id, picks[i]?.url ?? null])),
      labels: Object.fromEntries(labels),
      renditions: Object.fromEntries(
        STARS.flatMap((star, i) => {
          const renditions = picks[i]?.renditions ?? [];
          return renditions.length > 0 ? [[star.id, renditions] as const] : [];
        }),
      ),
      degraded,
    };
  }

  // One entry; fetch() lets concurrent visitors share one computation.
  const cache = new LRUCache<string, StarThumbnails>({
    max: 1,
    ...cacheBehaviour(options.now),
    fetchMethod: async (_key, _stale, { options: entry }) => {
      const value = await compute();
      entry.ttl = value.degraded
        ? (options.failureTtlMs ?? THUMBNAILS_FAILURE_TTL_MS)
        : (options.ttlMs ?? THUMBNAILS_TTL_MS);
      return value;
    },
  });

  return {
    // One entry: a new version evicts the old answer, so a removed item's image goes at once.
    getAll: async () => cache.forceFetch((await options.version?.().catch(() => null)) ?? 'all'),
    clear: () => cache.clear(),
  };
}
