import { Router } from 'express';
import { HttpError } from '../middleware/errorHandler.js';
import { validQuery } from '../middleware/validate.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { listingQuerySchema } from '../shared/api/schemas.js';
import type { ListingPage } from '../shared/media/types.js';
import { CATALOGUE_COMMUNITIES } from '../shared/stars.js';

// Hosting's CDN keeps good pages across instances; a degraded (empty) page is retried soon.
export const LISTING_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';
export const DEGRADED_LISTING_CACHE_CONTROL = 'public, max-age=5, s-maxage=10';

/** GET /api/reddit/listing: one page of the configured provider, for catalogue communities only. */
export function createListingRouter(services: () => MediaServices): Router {
  const router = Router();
  router.get('/reddit/listing', async (req, res) => {
    const query = validQuery(req, listingQuerySchema);
    // The proxy serves the star catalogue and nothing else: it is no open relay.
    if (!CATALOGUE_COMMUNITIES.has(query.sub.toLowerCase())) {
      throw new HttpError(400, 'sub must be a community of the star catalogue.');
    }
    const result = await services().listing.getPage({
      sub: query.sub,
      type: query.type,
      ...(query.type === 'top' ? { timeframe: query.timeframe } : {}),
      limit: query.limit,
      ...(query.after ? { after: query.after } : {}),
    });
    res.set('Cache-Control', result.degraded ? DEGRADED_LISTING_CACHE_CONTROL : LISTING_CACHE_CONTROL);
    const body: ListingPage = result.page;
    res.json(body);
  });
  return router;
}

export const listingRouter = createListingRouter(mediaServices);
