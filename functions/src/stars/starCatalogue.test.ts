import { describe, expect, it } from 'vitest';
import type { StarRecord } from '../shared/api/schemas/stars.js';
import { starIdFor } from '../data/starCatalogue.js';
import { createStarCatalogueSource, isPremiumOnlyCommunity, liveCatalogueOf, toPublicStar } from './starCatalogue.js';

const record = (id: string, fields: Partial<StarRecord> = {}): StarRecord => ({
  id,
  name: id,
  persona: 'calm',
  premium: false,
  library: [],
  forum: [`${id}forum`],
  avatarItemId: null,
  retired: false,
  revision: 1,
  ...fields,
});

describe('the live star catalogue', () => {
  it('when stars are retired, then they leave what visitors see and what the listing serves, not the admin’s list', () => {
    const catalogue = liveCatalogueOf({
      version: 3,
      stars: [
        record('a', { library: ['alib'], forum: ['ashared'] }),
        record('b', { premium: true, forum: ['ashared', 'bonly'] }),
        record('c', { retired: true, forum: ['conly'] }),
      ],
    });
    expect(catalogue.stars.map((s) => s.id)).toEqual(['a', 'b']);
    expect(catalogue.records.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(catalogue.find('c')).toBeUndefined();
    expect([...catalogue.communities].sort()).toEqual(['alib', 'ashared', 'bonly']);
    expect([...catalogue.libraryCommunities]).toEqual(['alib']);
    // A community a free star also uses is free; one only premium stars use needs premium; unknown ones neither.
    expect(isPremiumOnlyCommunity(catalogue, 'AShared')).toBe(false);
    expect(isPremiumOnlyCommunity(catalogue, 'BOnly')).toBe(true);
    expect(isPremiumOnlyCommunity(catalogue, 'conly')).toBe(false);
    expect(isPremiumOnlyCommunity(catalogue, 42)).toBe(false);
  });

  it('when a record becomes what visitors see, then library collections come first and nothing admin-only is in it', () => {
    expect(
      toPublicStar(record('a', { library: ['alib'], forum: ['afor'], premium: true, avatarItemId: 'x1' })),
    ).toEqual({
      id: 'a',
      name: 'a',
      subreddits: ['alib', 'afor'],
      premium: true,
      persona: 'calm',
    });
  });
});

describe('one instance’s copy of the catalogue', () => {
  it('when asked within the TTL, then one read serves everyone; after it, or after clear, it reads again', async () => {
    let now = 0;
    let reads = 0;
    const source = createStarCatalogueSource(
      () => {
        reads += 1;
        return Promise.resolve({ version: reads, stars: [record('a')] });
      },
      { ttlMs: 1000, now: () => now },
    );
    await Promise.all([source.current(), source.current()]);
    expect(reads).toBe(1);
    now = 999;
    expect((await source.current()).version).toBe(1);
    now = 1000;
    expect((await source.current()).version).toBe(2);
    source.clear();
    expect((await source.current()).version).toBe(3);
  });

  it('when a read fails, then the last list keeps being served; with none, the request fails', async () => {
    let now = 0;
    let failing = true;
    const source = createStarCatalogueSource(
      () => (failing ? Promise.reject(new Error('firestore down')) : Promise.resolve({ version: 1, stars: [] })),
      { ttlMs: 10, now: () => now },
    );
    await expect(source.current()).rejects.toThrow('firestore down');
    failing = false;
    expect((await source.current()).version).toBe(1);
    failing = true;
    now = 50;
    expect((await source.current()).version).toBe(1);
  });
});

describe('a new star’s id', () => {
  it('when made from its name, then it is lower-case words joined by hyphens, without accents, and never one taken', () => {
    expect(starIdFor('Aria Vale', new Set())).toBe('aria-vale');
    expect(starIdFor('  Zoë  d’Arcy!! ', new Set())).toBe('zoe-d-arcy');
    expect(starIdFor('Aria Vale', new Set(['aria-vale', 'aria-vale-2']))).toBe('aria-vale-3');
    expect(starIdFor('ÆÆÆ ???', new Set())).toBe('star');
    expect(starIdFor('x'.repeat(60), new Set())).toHaveLength(32);
  });
});
