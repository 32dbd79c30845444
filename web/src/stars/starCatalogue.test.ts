import { afterEach, describe, expect, it } from 'vitest';
import { SEED_STARS } from '@shared/stars';
import { STORAGE_KEYS } from '../config/storageKeys';
import {
  BUILT_CATALOGUE,
  parseStarCatalogue,
  readStoredCatalogue,
  startingCatalogue,
  storeCatalogue,
} from './starCatalogue';

afterEach(() => localStorage.clear());

const NEW_STAR = { id: 'new-star', name: 'New Star', subreddits: ['newstarlib'], persona: 'calm' };

describe('the star catalogue before and after the server answers', () => {
  it('when nothing was stored, then the app starts with the seeded list the first documents carry', () => {
    expect(startingCatalogue()).toBe(BUILT_CATALOGUE);
    expect(BUILT_CATALOGUE.stars.map((s) => s.id)).toEqual(SEED_STARS.map((s) => s.id));
    // What the web never needs (which collections the library serves) is not carried.
    expect(BUILT_CATALOGUE.stars.some((s) => 'fromLibrary' in s)).toBe(false);
  });

  it('when an answer was stored, then the next visit starts with it', () => {
    storeCatalogue({ version: 7, stars: [NEW_STAR] });
    expect(startingCatalogue()).toEqual({ version: 7, stars: [NEW_STAR] });
  });

  it('when the stored list or an answer is malformed, then it is not used', () => {
    localStorage.setItem(STORAGE_KEYS.starCatalogue, '{not json');
    expect(readStoredCatalogue()).toBeNull();
    expect(startingCatalogue()).toBe(BUILT_CATALOGUE);
    for (const bad of [
      null,
      { version: '1', stars: [] },
      { version: 1, stars: [{ ...NEW_STAR, subreddits: [] }] },
      { version: 1, stars: [{ ...NEW_STAR, premium: false }] },
      { version: 1, stars: [{ ...NEW_STAR, name: 42 }] },
      { version: 1.5, stars: [] },
    ])
      expect(parseStarCatalogue(bad)).toBeNull();
    expect(parseStarCatalogue({ ok: true, version: 2, stars: [{ ...NEW_STAR, premium: true }] })).toEqual({
      version: 2,
      stars: [{ ...NEW_STAR, premium: true }],
    });
  });
});
