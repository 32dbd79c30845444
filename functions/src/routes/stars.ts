import { Router } from 'express';
import { createStar, orderStars, updateStar } from '../data/starCatalogue.js';
import { storedMediaItems } from '../data/storedMedia.js';
import { DomainError } from '../domain/errors.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { authenticateFresh } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { parseInput, validBody } from '../middleware/validate.js';
import { AVATAR_COLLECTION } from '../shared/api/schemas/library.js';
import {
  starOrderBodySchema,
  starParamsSchema,
  starFieldsSchema,
  starUpdateBodySchema,
  type AdminStarsResponse,
  type StarCatalogueResponse,
  type StarFields,
  type StarSavedResponse,
} from '../shared/api/schemas/stars.js';
import { starCatalogue, type StarCatalogueSource } from '../stars/starCatalogue.js';

// Everyone's browser asks for the catalogue once per visit; the CDN holds it briefly, so an admin's edit reaches
// every visitor within about a minute without a function call per visitor.
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/** An avatar is a processed upload (stored_media): refused while it is still on its way, or was never one. */
async function requireStoredAvatar(fields: StarFields): Promise<void> {
  if (fields.avatarItemId === null) return;
  const items = await storedMediaItems([fields.avatarItemId]);
  if (!items.has(fields.avatarItemId)) throw new DomainError('invalid', 'avatarNotStored');
}

/** The avatars' collection is never a star's (its items are pictures of stars, not media for sessions). */
function requireUsableCollections(fields: StarFields): void {
  const named = [...fields.library, ...fields.forum].map((c) => c.toLowerCase());
  if (named.includes(AVATAR_COLLECTION)) throw new DomainError('invalid', 'communityNotOfCatalogue');
}

/** GET /api/stars (everyone) and the admin's /api/admin/stars: list, add, edit (retire), order. */
function createStarsRouter(services: () => MediaServices, catalogue: StarCatalogueSource = starCatalogue): Router {
  const router = Router();
  // This instance shows an edit at once (its listing and cards, too); others within STAR_CATALOGUE_TTL_MS.
  const showChanges = async () => {
    catalogue.clear();
    await services().thumbnails.clear();
  };

  router.get('/stars', async (_req, res) => {
    const current = await catalogue.current();
    const body: StarCatalogueResponse = {
      ok: true,
      version: current.version,
      stars: current.stars.map((star) => ({ ...star, subreddits: [...star.subreddits] })),
    };
    res.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
    res.json(body);
  });

  router.use('/admin/stars', authenticateFresh, requireAdmin);

  router.get('/admin/stars', async (_req, res) => {
    catalogue.clear();
    const current = await catalogue.current();
    const body: AdminStarsResponse = { ok: true, version: current.version, stars: [...current.records] };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  router.post('/admin/stars', rateLimit('admin'), async (req, res) => {
    const fields = validBody(req, starFieldsSchema);
    requireUsableCollections(fields);
    await requireStoredAvatar(fields);
    const saved = await createStar(fields);
    await showChanges();
    const body: StarSavedResponse = { ok: true, ...saved };
    res.status(201).json(body);
  });

  router.post('/admin/stars/order', rateLimit('admin'), async (req, res) => {
    const { ids, version } = validBody(req, starOrderBodySchema);
    const saved = await orderStars(ids, version);
    await showChanges();
    res.json({ ok: true, version: saved });
  });

  router.put('/admin/stars/:id', rateLimit('admin'), async (req, res) => {
    const { id } = parseInput(starParamsSchema, req.params);
    const { star: fields, revision, retired } = validBody(req, starUpdateBodySchema);
    requireUsableCollections(fields);
    await requireStoredAvatar(fields);
    const saved = await updateStar(id, { fields, retired, revision });
    await showChanges();
    const body: StarSavedResponse = { ok: true, ...saved };
    res.json(body);
  });

  return router;
}

export const starsRouter = createStarsRouter(mediaServices);
