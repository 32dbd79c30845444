import { Router, type RequestHandler } from 'express';
import { storedPremium } from '../domain/premium.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { DomainError } from '../domain/errors.js';
import { validQuery } from '../middleware/validate.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { listingQuerySchema } from '../shared/api/schemas.js';
import type { ListingPage } from '../shared/media/types.js';
import { CATALOGUE_COMMUNITIES, FREE_STARS } from '../shared/stars.js';

// Hosting's CDN keeps good pages across instances; a degraded (empty) page is retried soon.
export const LISTING_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';
export const DEGRADED_LISTING_CACHE_CONTROL = 'public, max-age=5, s-maxage=10';
// Premium pages (and their refusals) are per caller: no shared cache may hold them.
export const PREMIUM_LISTING_CACHE_CONTROL = 'private, max-age=60';
export const PREMIUM_REQUIRED = 'Premium required';

const FREE_COMMUNITIES: ReadonlySet<string> = new Set(
  FREE_STARS.flatMap((s) => s.subreddits.map((sub) => sub.toLowerCase())),
);

function isPremiumOnlyCommunity(sub: unknown): boolean {
  if (typeof sub !== 'string') return false;
  const lower = sub.toLowerCase();
  return CATALOGUE_COMMUNITIES.has(lower) && !FREE_COMMUNITIES.has(lower);
}

/** For premium stars' communities: 401 without a valid token, 403 unless the stored `premium` is true. */
function premiumGate(premiumOf: (uid: string) => Promise<boolean>): RequestHandler {
  return (req, res, next) => {
    if (!isPremiumOnlyCommunity(req.query.sub)) {
      next();
      return;
    }
    // Answers (refusals included) are per caller: no shared cache may hold them.
    res.set('Cache-Control', 'private, no-store');
    void authenticate(req, res, (err?: unknown) => {
      if (err) {
        next(err);
        return;
      }
      premiumOf(currentUser(req).uid).then(
        (premium) => next(premium ? undefined : new DomainError('forbidden', PREMIUM_REQUIRED)),
        next,
      );
    });
  };
}

/**
 * GET /api/reddit/listing: one page of the configured provider, for catalogue communities only.
 * Premium stars' communities go only to callers whose stored premium is true.
 */
export function createListingRouter(
  services: () => MediaServices,
  premiumOf: (uid: string) => Promise<boolean> = storedPremium,
): Router {
  const router = Router();
  router.get('/reddit/listing', premiumGate(premiumOf), async (req, res) => {
    const query = validQuery(req, listingQuerySchema);
    const sub = query.sub.toLowerCase();
    // The proxy serves the star catalogue and nothing else: it is no open relay.
    if (!CATALOGUE_COMMUNITIES.has(sub)) {
      throw new DomainError('invalid', 'sub must be a community of the star catalogue.');
    }
    const premiumOnly = !FREE_COMMUNITIES.has(sub);
    const result = await services().listing.getPage({
      sub: query.sub,
      type: query.type,
      ...(query.type === 'top' ? { timeframe: query.timeframe } : {}),
      limit: query.limit,
      ...(query.after ? { after: query.after } : {}),
    });
    const cacheControl = result.degraded ? DEGRADED_LISTING_CACHE_CONTROL : LISTING_CACHE_CONTROL;
    res.set('Cache-Control', premiumOnly ? PREMIUM_LISTING_CACHE_CONTROL : cacheControl);
    const body: ListingPage = result.page;
    res.json(body);
  });
  return router;
}

export const listingRouter = createListingRouter(mediaServices);
