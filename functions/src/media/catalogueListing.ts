// The listing proxy serves the star catalogue and nothing else (it is no open relay); premium stars'
// communities go only to callers whose stored premium is true.
import { DomainError } from '../domain/errors.js';
import type { ListingQuery } from '../shared/api/schemas/listing.js';
import type { ListingPage } from '../shared/media/types.js';
import type { LiveStarCatalogue } from '../stars/starCatalogue.js';
import { openCursor, signCursor } from './listingCursor.js';
import type { ListingService } from './listingService.js';

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
  catalogue: LiveStarCatalogue,
): Promise<CatalogueListing> {
  const sub = query.sub.toLowerCase();
  if (!catalogue.communities.has(sub)) throw new DomainError('invalid', 'notACatalogueCommunity');
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
    premiumOnly: !catalogue.freeCommunities.has(sub),
  };
}
