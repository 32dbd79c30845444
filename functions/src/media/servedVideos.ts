// Resolve plays only what the app itself served (docs/product-rules.md "Video access"): every good
// listing page records its video-host ids with their community, and resolve checks that record.
import { LRUCache } from 'lru-cache';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { recordServedVideos, servedVideoCommunities, type ServedVideo } from '../data/servedVideos.js';
import { DomainError } from '../domain/errors.js';
import { SERVED_VIDEO_TTL_MS } from '../shared/constants.js';
import { videoHostId } from '../shared/media/imageSelection.js';
import type { ListingPageParams } from '../shared/media/listingFetcher.js';
import type { ListingPage } from '../shared/media/types.js';
import { isPremiumOnlyCommunity, type StarCatalogueSource } from '../stars/starCatalogue.js';

// An instance re-records an id at most this often (each write pushes its expiry a full TTL ahead).
const REFRESH_EVERY_MS = 24 * 60 * 60_000;

function servedVideosOf(params: ListingPageParams, page: ListingPage): ServedVideo[] {
  const community = params.sub.toLowerCase();
  const ids = new Set(page.items.map(videoHostId).filter((id): id is string => id !== null));
  return [...ids].map((id) => ({ id, community }));
}

/** The listing's `onLoaded` hook: records the page's videos; a failed write is logged (those ids won't resolve). */
export function servedVideoRecorder(db: () => Firestore, now: () => number = Date.now) {
  const recent = new LRUCache<string, true>({ max: 20_000, ttl: REFRESH_EVERY_MS });
  return async (params: ListingPageParams, page: ListingPage): Promise<void> => {
    const fresh = servedVideosOf(params, page).filter((v) => !recent.has(`${v.id}|${v.community}`));
    try {
      await recordServedVideos(db(), fresh, now() + SERVED_VIDEO_TTL_MS);
      for (const v of fresh) recent.set(`${v.id}|${v.community}`, true);
    } catch (error) {
      logger.error('recording served videos failed', { count: fresh.length, error });
    }
  };
}

export interface VideoAccessDeps {
  db: () => Firestore;
  premiumOf: (uid: string) => Promise<boolean>;
  catalogue: StarCatalogueSource;
  now?: () => number;
}

/** Refuses (403) an id the listing never served, and a premium-only community's video to a free user. */
export async function requireServedVideo(id: string, uid: string, deps: VideoAccessDeps): Promise<void> {
  const communities = await servedVideoCommunities(deps.db(), id, (deps.now ?? Date.now)());
  if (communities === null || communities.length === 0) throw new DomainError('forbidden', 'videoNotServed');
  const catalogue = await deps.catalogue.current();
  if (communities.every((community) => isPremiumOnlyCommunity(catalogue, community)) && !(await deps.premiumOf(uid)))
    throw new DomainError('forbidden', 'premiumRequired');
}
