import compression from 'compression';
import { Router } from 'express';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { requireAgeAssurance } from '../middleware/requireAgeAssurance.js';
import { SHARED_MEDIA_CACHE_CONTROL } from '../media/removalReach.js';
import type { StarThumbnailsResponse } from '../shared/api/schemas/thumbnails.js';

// The same answer for every visitor: the CDN holds it, no longer than a removed card image may stay in sight; a
// degraded one (some listing failed) briefly.
const THUMBNAILS_CACHE_CONTROL = SHARED_MEDIA_CACHE_CONTROL;
const DEGRADED_THUMBNAILS_CACHE_CONTROL = 'public, max-age=10, s-maxage=30';

/**
 * GET /api/stars/thumbnails: one card-size image URL (or null) per star, its renditions for the card's srcset and
 * its post's labels, in one request.
 */
function createThumbnailsRouter(services: () => MediaServices): Router {
  const router = Router();
  // Compressed: the answer (about 16 kB of JSON, a quarter of that gzipped) lies on the dashboard's largest paint,
  // between the document and the first card image, and Hosting passes a function's answer on as it is.
  router.get('/stars/thumbnails', requireAgeAssurance(), compression(), async (_req, res) => {
    const result = await services().thumbnails.getAll();
    res.set('Cache-Control', result.degraded ? DEGRADED_THUMBNAILS_CACHE_CONTROL : THUMBNAILS_CACHE_CONTROL);
    const body: StarThumbnailsResponse = {
      thumbnails: result.thumbnails,
      labels: result.labels,
      renditions: result.renditions,
    };
    res.json(body);
  });
  return router;
}

export const thumbnailsRouter = createThumbnailsRouter(mediaServices);
