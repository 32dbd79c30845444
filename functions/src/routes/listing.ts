import { Router, type RequestHandler } from 'express';
import { storedPremium } from '../domain/premium.js';
import { recordListingServed } from '../domain/sessionRuns.js';
import { catalogueListingPage, requirePremium } from '../media/catalogueListing.js';
import { isPremiumOnlyCommunity, starCatalogue, type StarCatalogueSource } from '../stars/starCatalogue.js';
import { configuredCursorKey } from '../media/listingCursor.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { PRIVATE_MEDIA_CACHE_CONTROL, SHARED_MEDIA_CACHE_CONTROL } from '../media/removalReach.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { requireAgeAssurance } from '../middleware/requireAgeAssurance.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { signReportableItems } from '../media/reportBinding.js';
import { validQuery } from '../middleware/validate.js';
import { listingQuerySchema } from '../shared/api/schemas/listing.js';
import type { ListingPage } from '../shared/media/types.js';

// Hosting's CDN keeps good pages across instances, for no longer than a removal may take to reach everyone; a
// degraded (empty) page is retried soon.
const LISTING_CACHE_CONTROL = SHARED_MEDIA_CACHE_CONTROL;
export const DEGRADED_LISTING_CACHE_CONTROL = 'public, max-age=5, s-maxage=10';
// Premium pages (and their refusals) are per caller: no shared cache may hold them.
const PREMIUM_LISTING_CACHE_CONTROL = PRIVATE_MEDIA_CACHE_CONTROL;

/** For premium stars' communities: 401 without a valid token, 403 unless the stored `premium` is true. */
function premiumGate(premiumOf: (uid: string) => Promise<boolean>, catalogue: StarCatalogueSource): RequestHandler {
  return async (req, res, next) => {
    let premiumOnly: boolean;
    try {
      premiumOnly = isPremiumOnlyCommunity(await catalogue.current(), req.query.sub);
    } catch (error) {
      next(error);
      return;
    }
    if (!premiumOnly) {
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
      requirePremium(currentUser(req).uid, premiumOf).then(() => next(), next);
    });
  };
}

/**
 * A page asked for by a running session names its run (`run`): the caller must be signed in, the page is theirs
 * alone (no shared cache may answer it, or the server would not see it), and its items count as listed to the run.
 */
function runOwner(): RequestHandler {
  return (req, res, next) => {
    if (req.query.run === undefined || req.query.run === '') {
      next();
      return;
    }
    res.set('Cache-Control', 'private, no-store');
    void authenticate(req, res, next);
  };
}

export interface ListingRouterOptions {
  premiumOf?: (uid: string) => Promise<boolean>;
  cursorKey?: () => string;
  /** The per-client budget (docs/product-rules.md "Abuse limits"); unit tests without Firestore leave it out. */
  budget?: RequestHandler[];
  /** Age assurance where the law asks for it (docs/age-assurance.md); unit tests may pass their own. */
  ageGate?: RequestHandler;
  /** The live star catalogue; unit tests pass their own. */
  catalogue?: StarCatalogueSource;
}

/** GET /api/reddit/listing: one page of the configured provider, for catalogue communities only. */
export function createListingRouter(services: () => MediaServices, options: ListingRouterOptions = {}): Router {
  const router = Router();
  const premiumOf = options.premiumOf ?? storedPremium;
  const cursorKey = options.cursorKey ?? configuredCursorKey;
  const budget = options.budget ?? [rateLimit('listing')];
  const ageGate = options.ageGate ?? requireAgeAssurance();
  const catalogue = options.catalogue ?? starCatalogue;
  router.get('/reddit/listing', ageGate, premiumGate(premiumOf, catalogue), runOwner(), ...budget, async (req, res) => {
    const query = validQuery(req, listingQuerySchema);
    const result = await catalogueListingPage(services().listing, query, cursorKey, await catalogue.current());
    const shared = result.degraded ? DEGRADED_LISTING_CACHE_CONTROL : LISTING_CACHE_CONTROL;
    if (query.run) await recordListingServed(currentUser(req).uid, query.run, result.page.items.length);
    else res.set('Cache-Control', result.premiumOnly ? PREMIUM_LISTING_CACHE_CONTROL : shared);
    // Signed per item like the cursor (deterministic, so the CDN still shares pages): reports carry it back.
    const body: ListingPage = signReportableItems(result.page, services().selector, cursorKey());
    res.json(body);
  });
  return router;
}

export const listingRouter = createListingRouter(mediaServices);
