import { describe, expect, it } from 'vitest';
import { BUILT_CATALOGUE } from './starCatalogue';
import { parseStarCatalogue } from './starCatalogueApi';

const NEW_STAR = { id: 'new-star', name: 'New Star', subreddits: ['NewStarLib'], persona: 'calm' };

describe('the star list', () => {
  it('when the app starts, then it has the list the document carries (the seeded stars the first view shows)', () => {
    expect(BUILT_CATALOGUE.version).toBe(0);
    expect(BUILT_CATALOGUE.stars).toHaveLength(25);
  });

  it('when the server’s answer is malformed in any part, then it is not used', () => {
    for (const bad of [
      null,
      'stars',
      { version: '1', stars: [] },
      { version: 1.5, stars: [] },
      { version: 1, stars: [null] },
      { version: 1, stars: [{ ...NEW_STAR, subreddits: [] }] },
      { version: 1, stars: [{ ...NEW_STAR, subreddits: [''] }] },
      { version: 1, stars: [{ ...NEW_STAR, premium: false }] },
      { version: 1, stars: [{ ...NEW_STAR, name: 42 }] },
    ])
      expect(parseStarCatalogue(bad)).toBeNull();
    expect(parseStarCatalogue({ ok: true, version: 2, stars: [{ ...NEW_STAR, premium: true }] })).toEqual({
      version: 2,
      stars: [{ ...NEW_STAR, premium: true }],
    });
  });
});
