import { SEED_STARS, type Star } from '@shared/stars';
import { STORAGE_KEYS } from '../config/storageKeys';

// The stars the app shows. They are operator data (GET /api/stars); until its answer is in, the app shows the
// newest list it has: the one this browser last received, else the seeded list the build wrote into the first
// documents (so a first view needs no request before its cards). Checked by plain code, not zod: the dashboard's
// first view loads this, and zod does not fit its JS budget.

export interface StarCatalogue {
  /** 0 for the build's list; the server's grows with every edit. */
  version: number;
  stars: readonly Star[];
}

export const BUILT_CATALOGUE: StarCatalogue = {
  version: 0,
  // The web never needs to know which collections the library serves.
  stars: SEED_STARS.map(({ id, name, subreddits, premium, persona }) => ({
    id,
    name,
    subreddits,
    persona,
    ...(premium ? { premium } : {}),
  })),
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseStar(value: unknown): Star | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, subreddits, premium, persona } = value as Record<string, unknown>;
  if (!isText(id) || !isText(name) || typeof persona !== 'string') return null;
  if (!Array.isArray(subreddits) || subreddits.length === 0 || !subreddits.every(isText)) return null;
  if (premium !== undefined && premium !== true) return null;
  return { id, name, subreddits, persona, ...(premium ? { premium } : {}) };
}

/** The answer of GET /api/stars (or what was stored of it), or null when it is not one. */
export function parseStarCatalogue(body: unknown): StarCatalogue | null {
  if (typeof body !== 'object' || body === null) return null;
  const { version, stars } = body as Record<string, unknown>;
  if (!Number.isInteger(version) || !Array.isArray(stars)) return null;
  const parsed = stars.map(parseStar);
  return parsed.every((star): star is Star => star !== null) ? { version: version as number, stars: parsed } : null;
}

export function readStoredCatalogue(): StarCatalogue | null {
  try {
    return parseStarCatalogue(JSON.parse(localStorage.getItem(STORAGE_KEYS.starCatalogue) ?? 'null'));
  } catch {
    return null;
  }
}

export function storeCatalogue(catalogue: StarCatalogue): void {
  try {
    localStorage.setItem(STORAGE_KEYS.starCatalogue, JSON.stringify(catalogue));
  } catch {
    /* no storage: the next visit starts from the build's list */
  }
}

/** What the app shows before the server answers. */
export const startingCatalogue = (): StarCatalogue => readStoredCatalogue() ?? BUILT_CATALOGUE;
