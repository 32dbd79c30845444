// The seeded stars (shared/stars.ts) as catalogue records: what the emulators' seed writes, and the catalogue unit
// tests serve without Firestore.
import type { StarRecord } from '../shared/api/schemas/stars.js';
import { SEED_STARS, seededForumCommunities, type SeedStar } from '../shared/stars.js';
import { createStarCatalogueSource, type StarCatalogueSource } from './starCatalogue.js';

function seedStarRecord(star: SeedStar): StarRecord {
  return {
    id: star.id,
    name: star.name,
    persona: star.persona,
    premium: star.premium === true,
    library: [...(star.library ?? [])],
    forum: seededForumCommunities(star),
    avatarItemId: null,
    retired: false,
    revision: 1,
  };
}

export const SEED_STAR_RECORDS: readonly StarRecord[] = SEED_STARS.map(seedStarRecord);

/** A catalogue source holding the seeded stars (tests without Firestore). */
export const seededCatalogueSource = (): StarCatalogueSource =>
  createStarCatalogueSource(() => Promise.resolve({ version: 1, stars: [...SEED_STAR_RECORDS] }));
