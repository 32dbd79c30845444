// The star catalogue as this instance serves it: the stored list (data/starCatalogue.ts) read at most once per
// STAR_CATALOGUE_TTL_MS and shared by every request, with the views the routes ask of it. An admin's edit clears
// this instance's copy at once; other instances see it within the TTL.
import { STAR_CATALOGUE_TTL_MS } from '../shared/constants.js';
import type { StarRecord } from '../shared/api/schemas/stars.js';
import { communitiesOf, findStarIn, type Star } from '../shared/stars.js';
import { readStarCatalogue, type StoredStarCatalogue } from '../data/starCatalogue.js';

export interface LiveStarCatalogue {
  version: number;
  /** Every star, retired ones included, as admins see them. */
  records: readonly StarRecord[];
  /** The stars on offer, in the operator's order, as the app shows them. */
  stars: readonly Star[];
  find: (id: string) => Star | undefined;
  /** The star's record when it is on offer. */
  recordOf: (id: string) => StarRecord | undefined;
  /** Lower-case communities of the stars on offer: the listing proxy serves these and nothing else. */
  communities: ReadonlySet<string>;
  /** Lower-case communities some free star uses (the rest need premium). */
  freeCommunities: ReadonlySet<string>;
  /** Lower-case collections the library serves (the rest come from the provider). */
  libraryCommunities: ReadonlySet<string>;
}

export function toPublicStar(record: StarRecord): Star {
  return {
    id: record.id,
    name: record.name,
    subreddits: [...record.library, ...record.forum],
    ...(record.premium ? { premium: true as const } : {}),
    persona: record.persona,
  };
}

export function liveCatalogueOf(stored: StoredStarCatalogue): LiveStarCatalogue {
  const offered = stored.stars.filter((record) => !record.retired);
  const stars = offered.map(toPublicStar);
  const lower = (list: readonly string[]) => list.map((c) => c.toLowerCase());
  return {
    version: stored.version,
    records: stored.stars,
    stars,
    find: (id) => findStarIn(stars, id),
    recordOf: (id) => offered.find((record) => record.id === id),
    communities: communitiesOf(stars),
    freeCommunities: communitiesOf(stars.filter((s) => !s.premium)),
    libraryCommunities: new Set(offered.flatMap((record) => lower(record.library))),
  };
}

/** True for a community that only premium stars on offer use (any case; anything else is false). */
export function isPremiumOnlyCommunity(catalogue: LiveStarCatalogue, sub: unknown): boolean {
  if (typeof sub !== 'string') return false;
  const lower = sub.toLowerCase();
  return catalogue.communities.has(lower) && !catalogue.freeCommunities.has(lower);
}

export interface StarCatalogueSource {
  current: () => Promise<LiveStarCatalogue>;
  /** Forgets this instance's copy (after an edit made here). */
  clear: () => void;
}

export function createStarCatalogueSource(
  read: () => Promise<StoredStarCatalogue> = readStarCatalogue,
  { ttlMs = STAR_CATALOGUE_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): StarCatalogueSource {
  let held: { catalogue: LiveStarCatalogue; readAt: number } | null = null;
  let reading: Promise<LiveStarCatalogue> | null = null;
  let generation = 0;
  const refresh = () => {
    const started = generation;
    reading ??= read()
      .then((stored) => {
        const catalogue = liveCatalogueOf(stored);
        if (started === generation) held = { catalogue, readAt: now() };
        return catalogue;
      })
      .catch((error: unknown) => {
        // A failed read keeps serving the last list (stars change rarely); with none, the request fails.
        if (held) return held.catalogue;
        throw error;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return {
    current: () => (held && now() - held.readAt < ttlMs ? Promise.resolve(held.catalogue) : refresh()),
    clear: () => {
      generation += 1;
      held = null;
      reading = null;
    },
  };
}

/** This instance's catalogue. */
export const starCatalogue: StarCatalogueSource = createStarCatalogueSource();
