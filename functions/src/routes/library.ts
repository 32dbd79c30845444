import { Router } from 'express';
import { getStorage } from 'firebase-admin/storage';
import { createLibraryAdmin, requireManagedCollection } from '../media/libraryAdmin.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import {
  libraryUploadsOf,
  originalObjectPath,
  recordLibraryUpload,
  toLibraryUploadView,
} from '../data/libraryUploads.js';
import { db } from '../data/db.js';
import { storedMediaItems } from '../data/storedMedia.js';
import { libraryItemsByIds, reviewStateOf, storedEntryId } from '../media/libraryStore.js';
import { cardPreviewLink } from '../media/renditionLinks.js';
import { requireAdmin, requireReviewer } from '../middleware/requireAdmin.js';
import { reviewQueuePage } from '../media/libraryReview.js';
import { reviewDecisionBodySchema, reviewQueueQuerySchema } from '../shared/api/schemas/review.js';
import { parseInput, validBody, validQuery } from '../middleware/validate.js';
import { itemPerformersBodySchema, type ItemPerformersResponse } from '../shared/api/schemas/performerRecords.js';
import { assertPerformersExist } from '../media/itemPerformers.js';
import { withStalledConcluded } from '../media/processing/stalledUploads.js';
import { requireCheckedUploader } from '../records/uploaderCheck.js';
import { type OkResponse } from '../shared/api/schemas/common.js';
import {
  libraryBlockBodySchema,
  libraryImportBodySchema,
  libraryItemParamsSchema,
  libraryListQuerySchema,
  libraryUploadBodySchema,
  libraryUploadStatusQuerySchema,
  type LibraryBlockResponse,
  type LibraryUploadResponse,
  type LibraryUploadStatusResponse,
} from '../shared/api/schemas/library.js';

/**
 * Admin management of the media library: import, list, block, delete; uploads of originals and their progress; the
 * review queue.
 */
function createLibraryRouter(services: () => MediaServices): Router {
  const library = createLibraryAdmin(services);
  const router = Router();
  router.use('/admin/library', authenticateFresh, requireAdmin);

  router.post('/admin/library/import', async (req, res) => {
    const file = validBody(req, libraryImportBodySchema);
    await requireCheckedUploader(currentUser(req).uid);
    const body = await library.importFile(file, currentUser(req).uid);
    res.status(body.ok ? 200 : 400).json(body);
  });

  router.get('/admin/library', async (req, res) => {
    const body = await library.list(validQuery(req, libraryListQuerySchema));
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  // An admin announces a file, then sends its bytes straight to Cloud Storage (never through this function); the
  // storage trigger (media/processing/uploadPipeline.ts) turns them into an item.
  router.post('/admin/library/uploads', async (req, res) => {
    const { community, fileName, bytes, performerIds = [] } = validBody(req, libraryUploadBodySchema);
    const { uid } = currentUser(req);
    await requireCheckedUploader(uid);
    await Promise.all([requireManagedCollection(community), assertPerformersExist(performerIds)]);
    const uploadId = await recordLibraryUpload({
      uploaderUid: uid,
      community,
      fileName,
      declaredBytes: bytes,
      performerIds,
    });
    const body: LibraryUploadResponse = {
      ok: true,
      uploadId,
      // The default bucket is the one the processing trigger listens on.
      bucket: getStorage().bucket().name,
      path: originalObjectPath(uid, uploadId),
    };
    res.status(201).json(body);
  });

  router.get('/admin/library/uploads', async (req, res) => {
    const { ids } = validQuery(req, libraryUploadStatusQuerySchema);
    // One whose processor was stopped from outside is concluded here, so the console does not wait on it forever.
    const uploads = await withStalledConcluded(
      getStorage().bucket(),
      await libraryUploadsOf(currentUser(req).uid, ids),
    );
    const made = uploads.flatMap(({ itemId, community }) => (itemId ? [{ itemId, community }] : []));
    const [items, entries] = await Promise.all([
      storedMediaItems(made.map((u) => u.itemId)),
      libraryItemsByIds(
        db(),
        made.map((u) => storedEntryId(u.community, u.itemId)),
      ),
    ]);
    const madeOf = ({ itemId, community }: { itemId: string | null; community: string }) => {
      const item = itemId ? items.get(itemId) : undefined;
      const entry = itemId ? entries.get(storedEntryId(community, itemId)) : undefined;
      return {
        preview: itemId && item ? cardPreviewLink(itemId, item) : null,
        review: entry ? reviewStateOf(entry) : null,
      };
    };
    const body: LibraryUploadStatusResponse = {
      ok: true,
      uploads: uploads.map((upload) => toLibraryUploadView(upload, madeOf(upload))),
    };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  router.delete('/admin/library/:id', async (req, res) => {
    const { id } = parseInput(libraryItemParamsSchema, req.params);
    await library.remove(id);
    const body: OkResponse = { ok: true };
    res.json(body);
  });

  router.post('/admin/library/:id/block', async (req, res) => {
    const { id } = parseInput(libraryItemParamsSchema, req.params);
    const { blocked } = validBody(req, libraryBlockBodySchema);
    await library.setBlocked(id, blocked);
    const body: LibraryBlockResponse = { ok: true, id, blocked };
    res.json(body);
  });

  router.put('/admin/library/:id/performers', async (req, res) => {
    const { id } = parseInput(libraryItemParamsSchema, req.params);
    const { performerIds } = validBody(req, itemPerformersBodySchema);
    const body: ItemPerformersResponse = { ok: true, id, performerIds: await library.setPerformers(id, performerIds) };
    res.json(body);
  });

  // Review before publishing: reviewers only (an admin with the `reviewer` claim).
  router.use('/admin/review', authenticateFresh, requireAdmin, requireReviewer);

  router.get('/admin/review', async (req, res) => {
    const { after } = validQuery(req, reviewQueueQuerySchema);
    const body = await reviewQueuePage(after);
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  router.post('/admin/review/:id', async (req, res) => {
    const { id } = parseInput(libraryItemParamsSchema, req.params);
    const decision = validBody(req, reviewDecisionBodySchema);
    res.json(await library.review(id, decision, currentUser(req).uid));
  });

  return router;
}

export const libraryRouter = createLibraryRouter(mediaServices);
