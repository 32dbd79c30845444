// The dashboard's card images, computed for the whole catalogue and shared by every visitor (the answer holds one
// public image URL per star and the labels of its post, nothing else). Computing it asks every star's listings, which
// takes seconds on a cold instance, so the answer is precomputed: a scheduled function refreshes a snapshot
// (data/cardSnapshot.ts) and an instance serves that, computing only when the snapshot is missing, too old or of
// another blocklist or catalogue version (a removal, an admin's edit), and then writing its answer back.
import { LISTING_MAX_PER_REQUEST } from '../shared/constants.js';
import { CARD_ANSWER_MAX_AGE_MS } from './cardAnswerAge.js';
import { createImageSelector } from '../shared/media/imageSelection.js';
import type { LiveStarCatalogue } from '../stars/starCatalogue.js';
import type { StarThumbnailsResponse } from '../shared/api/schemas/thumbnails.js';
import type { CardSnapshotStore } from '../data/cardSnapshot.js';
import { LRUCache } from 'lru-cache';
import { cacheBehaviour } from './cacheClock.js';
import type { ListingService } from './listingService.js';
import { lookupStarThumbnail, type FetchTopPage } from './thumbnailLookup.js';

interface StarThumbnails extends StarThumbnailsResponse {
  /** True when some listing failed; such answers are cached briefly and never stored as the snapshot. */
  degraded: boolean;
}

export interface ThumbnailService {
  getAll(): Promise<StarThumbnails>;
  /** Computes the answer now and stores it as the snapshot (the scheduled refresh); false when it was degraded. */
  refresh(): Promise<boolean>;
  /** Drops this instance's answer and the snapshot, so the next visitor's answer shows an admin's change. */
  clear(): Promise<void>;
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
  /** The precomputed answer; without one every instance computes its own. */
  snapshots?: CardSnapshotStore;
  /** Reports a snapshot that could not be read or written (the answer is still served). */
  onSnapshotError?: (error: unknown) => void;
}

/** A snapshot this close to its age limit is not worth taking: the instance computes a fresh one. */
const SNAPSHOT_MIN_REMAINING_MS = 60_000;
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

  const now = options.now ?? Date.now;
  const reportSnapshotError = options.onSnapshotError ?? (() => undefined);

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

  /** The stored snapshot when it was computed at `versionKey` and is young enough to serve a while; else null. */
  async function servableSnapshot(versionKey: string): Promise<{ answer: StarThumbnails; remainingMs: number } | null> {
    const snapshot = await options.snapshots?.read().catch((error: unknown) => {
      reportSnapshotError(error);
      return null;
    });
    if (snapshot?.versionKey !== versionKey) return null;
    const remainingMs = snapshot.computedAtMs + CARD_ANSWER_MAX_AGE_MS - now();
    // A snapshot from the future (the clocks disagree) is not trusted either.
    if (remainingMs < SNAPSHOT_MIN_REMAINING_MS || remainingMs > CARD_ANSWER_MAX_AGE_MS) return null;
    return { answer: { ...snapshot.answer, degraded: false }, remainingMs };
  }

  async function computeAndStore(versionKey: string, catalogue: LiveStarCatalogue): Promise<StarThumbnails> {
    const value = await compute(catalogue);
    if (!value.degraded && options.snapshots) {
      const { thumbnails, labels, renditions } = value;
      // Through JSON: Firestore refuses `undefined`, and the stored answer must be exactly what is served.
      const answer = JSON.parse(JSON.stringify({ thumbnails, labels, renditions })) as StarThumbnailsResponse;
      await options.snapshots.write({ answer, versionKey, computedAtMs: now() }).catch(reportSnapshotError);
    }
    return value;
  }

  async function currentKey(): Promise<{ versionKey: string; catalogue: LiveStarCatalogue }> {
    const [blocklist, catalogue] = await Promise.all([options.version?.().catch(() => null), options.catalogue()]);
    return { versionKey: `${blocklist ?? 'all'}|${catalogue.version}`, catalogue };
  }

  // One entry; fetch() lets concurrent visitors share one computation (or one snapshot read).
  const cache = new LRUCache<string, StarThumbnails>({
    max: 1,
    ...cacheBehaviour(options.now),
    fetchMethod: async (versionKey, _stale, { options: entry }) => {
      const stored = await servableSnapshot(versionKey);
      if (stored) {
        entry.ttl = stored.remainingMs;
        return stored.answer;
      }
      const value = await computeAndStore(versionKey, await options.catalogue());
      entry.ttl = value.degraded
        ? (options.failureTtlMs ?? THUMBNAILS_FAILURE_TTL_MS)
        : (options.ttlMs ?? CARD_ANSWER_MAX_AGE_MS);
      return value;
    },
  });

  return {
    // One entry: a new version evicts the old answer, so a removed item's image goes at once, and an edited
    // catalogue's cards change at once.
    getAll: async () => cache.forceFetch((await currentKey()).versionKey),
    refresh: async () => {
      const { versionKey, catalogue } = await currentKey();
      const value = await computeAndStore(versionKey, catalogue);
      return !value.degraded;
    },
    clear: async () => {
      cache.clear();
      await options.snapshots?.discard().catch(reportSnapshotError);
    },
  };
}
