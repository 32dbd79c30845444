import { describe, expect, it } from 'vitest';
import { SEED_STARS, seededForumCommunities, seededFromLibraryOnly } from '../shared/stars.js';
import { SEED_STAR_RECORDS } from './seedCatalogue.js';

describe('the seeded catalogue (the embedded default: both media paths on a first run)', () => {
  it('when seeded, then every free star takes a collection from the library and keeps a forum community', () => {
    const free = SEED_STAR_RECORDS.filter((star) => !star.premium);
    expect(free).toHaveLength(4);
    for (const star of free) {
      expect(star.library.length, star.id).toBeGreaterThan(0);
      expect(star.forum.length, star.id).toBeGreaterThan(0);
    }
  });

  it('when seeded, then some premium stars take all their media from the library and the others all from the forum', () => {
    const premium = SEED_STARS.filter((star) => star.premium);
    expect(premium.filter(seededFromLibraryOnly).map((star) => star.id)).toEqual(['delia-frost', 'odette-vance']);
    expect(premium.filter((star) => !star.library).length).toBeGreaterThan(15);
  });

  it('when made records, then each community is the library’s or the forum’s, never both, and none is lost', () => {
    for (const [i, star] of SEED_STARS.entries()) {
      const record = SEED_STAR_RECORDS[i];
      expect(record?.forum).toEqual(seededForumCommunities(star));
      expect([...(record?.library ?? []), ...(record?.forum ?? [])].sort()).toEqual([...star.subreddits].sort());
      expect(record?.library.filter((c) => record.forum.includes(c))).toEqual([]);
      // The live catalogue lists library collections first (stars/starCatalogue.ts); the seed names them in that order.
      expect([...(record?.library ?? []), ...(record?.forum ?? [])]).toEqual(star.subreddits);
    }
  });
});
