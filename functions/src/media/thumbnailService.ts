// The dashboard's card images, computed once per instance for the whole catalogue and shared by
// every visitor (the answer holds one public image URL per star and the labels of its post, nothing else).
import { LISTING_MAX_PER_REQUEST } from '../shared/constants.js';
import { createImageSelector } from '../shared/media/imageSelection.js';
import type { LiveStarCatalogue } from '../stars/starCatalogue.js';
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
  /** The live star catalogue: whose cards there are, and from which communities. */
  catalogue: () => Promise<LiveStarCatalogue>;
  /** Card-still links of stored items (stars' avatars), for a star whose media give no image. */
  avatarLinks?: (itemIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;
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

  async function compute(catalogue: LiveStarCatalogue): Promise<StarThumbnails> {
    const { stars } = catalogue;
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
    const picks = await mapLimited(stars, STARS_AT_ONCE, (star) =>
      lookupStarThumbnail(star.subreddits, fetchPage, selector),
    );
    const avatarItems = stars.flatMap((star, i) => {
      const itemId = catalogue.recordOf(star.id)?.avatarItemId;
      return !picks[i]?.url && itemId ? [itemId] : [];
    });
    const avatars =
      avatarItems.length > 0 && options.avatarLinks
        ? await options.avatarLinks(avatarItems).catch(() => new Map<string, string>())
        : new Map<string, string>();
    const avatarOf = (starId: string) => {
      const itemId = catalogue.recordOf(starId)?.avatarItemId;
      return itemId ? (avatars.get(itemId) ?? null) : null;
    };
    const labels = stars.flatMap((star, i) => {
      const starLabels = picks[i]?.labels;
      return starLabels ? [[star.id, starLabels] as const] : [];
    });
    return {
      thumbnails: Object.fromEntries(stars.map((star, i) => [star.id, picks[i]?.url ?? avatarOf(star.id)])),
      labels: Object.fromEntries(labels),
      renditions: Object.fromEntries(
        stars.flatMap((star, i) => {
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
      const value = await compute(await options.catalogue());
      entry.ttl = value.degraded
        ? (options.failureTtlMs ?? THUMBNAILS_FAILURE_TTL_MS)
        : (options.ttlMs ?? THUMBNAILS_TTL_MS);
      return value;
    },
  });

  return {
    // One entry: a new version evicts the old answer, so a removed item's image goes at once, and an edited
    // catalogue's cards change at once.
    getAll: async () => {
      const [blocklist, catalogue] = await Promise.all([
        options.version?.().catch(() => null),
        options.catalogue().then((c) => c.version),
      ]);
      return cache.forceFetch(`${blocklist ?? 'all'}|${catalogue}`);
    },
    clear: () => cache.clear(),
  };
}
