// The listing proxy serves the star catalogue and nothing else (it is no open relay); premium stars'
// communities go only to callers whose stored premium is true.
import { DomainError } from '../domain/errors.js';
import type { ListingQuery } from '../shared/api/schemas/listing.js';
import type { ListingPage } from '../shared/media/types.js';
import { CATALOGUE_COMMUNITIES, FREE_STARS } from '../shared/stars.js';
import { openCursor, signCursor } from './listingCursor.js';
import type { ListingService } from './listingService.js';

const FREE_COMMUNITIES: ReadonlySet<string> = new Set(
  FREE_STARS.flatMap((s) => s.subreddits.map((sub) => sub.toLowerCase())),
);

/** True for a community of the catalogue that only premium stars use (any case; anything else is false). */
export function isPremiumOnlyCommunity(sub: unknown): boolean {
  if (typeof sub !== 'string') return false;
  const lower = sub.toLowerCase();
  return CATALOGUE_COMMUNITIES.has(lower) && !FREE_COMMUNITIES.has(lower);
}

/** Refuses unless the caller's stored premium is true. */
export async function requirePremium(uid: string, premiumOf: (uid: string) => Promise<boolean>): Promise<void> {
  if (!(await premiumOf(uid))) throw new DomainError('forbidden', 'premiumRequired');
}

export interface CatalogueListing {
  page: ListingPage;
  /** Some upstream failed: the page may be empty and should be retried soon. */
  degraded: boolean;
  /** A premium community: the page is for this caller only. */
  premiumOnly: boolean;
}

/**
 * One page of a catalogue community (the caller's premium was checked before, see requirePremium).
 * `after` comes in and goes out signed with `cursorKey`; a forged one is refused before any upstream call.
 */
export async function catalogueListingPage(
  listing: ListingService,
  query: ListingQuery,
  cursorKey: () => string,
): Promise<CatalogueListing> {
  const sub = query.sub.toLowerCase();
  if (!CATALOGUE_COMMUNITIES.has(sub)) throw new DomainError('invalid', 'notACatalogueCommunity');
  const scope = { sub, type: query.type, ...(query.type === 'top' ? { timeframe: query.timeframe } : {}) };
  const after = query.after ? openCursor(query.after, scope, cursorKey()) : undefined;
  const result = await listing.getPage({
    sub: query.sub,
    type: query.type,
    ...(query.type === 'top' ? { timeframe: query.timeframe } : {}),
    limit: query.limit,
    ...(after ? { after } : {}),
  });
  const next = result.page.after === null ? null : signCursor(result.page.after, scope, cursorKey());
  return {
    page: { ...result.page, after: next },
    degraded: result.degraded,
    premiumOnly: !FREE_COMMUNITIES.has(sub),
  };
}
