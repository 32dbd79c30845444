import type { Star } from '@shared/stars';

// The stars the app shows. They are operator data (GET /api/stars); until its answer is in, the app shows the seeded
// list the build wrote into every document as a JSON data block (web/scripts/firstView.mjs `withStarCatalogue`), the
// same list the dashboard's first view shows, so the app's JS carries no star list of its own. The answer's check
// and this browser's copy of it (storedStarCatalogue.ts) load with the request.

export interface StarCatalogue {
  /** 0 for the document's list; the server's grows with every edit. */
  version: number;
  stars: readonly Star[];
}

/** firstView.mjs's STAR_CATALOGUE_ELEMENT_ID. */
const STAR_CATALOGUE_ELEMENT_ID = 'star-catalogue';

function documentStars(): readonly Star[] {
  try {
    // The build's own output: trusted, not checked.
    return JSON.parse(document.getElementById(STAR_CATALOGUE_ELEMENT_ID)?.textContent ?? '[]') as Star[];
  } catch {
    return [];
  }
}

export const BUILT_CATALOGUE: StarCatalogue = { version: 0, stars: documentStars() };
