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
import { storedMediaItems } from '../data/storedMedia.js';
import { cardPreviewLink } from '../media/renditionLinks.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { parseInput, validBody, validQuery } from '../middleware/validate.js';
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

/** Admin management of the media library: import, list, block, delete; uploads of originals and their progress. */
function createLibraryRouter(services: () => MediaServices): Router {
  const library = createLibraryAdmin(services);
  const router = Router();
  router.use('/admin/library', authenticateFresh, requireAdmin);

  router.post('/admin/library/import', async (req, res) => {
    const body = await library.importFile(validBody(req, libraryImportBodySchema));
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
    const { community, fileName, bytes } = validBody(req, libraryUploadBodySchema);
    await requireManagedCollection(community);
    const { uid } = currentUser(req);
    const uploadId = await recordLibraryUpload({ uploaderUid: uid, community, fileName, declaredBytes: bytes });
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
    const uploads = await libraryUploadsOf(currentUser(req).uid, ids);
    const items = await storedMediaItems(uploads.flatMap((u) => (u.itemId ? [u.itemId] : [])));
    const previewOf = (itemId: string | null) => {
      const item = itemId ? items.get(itemId) : undefined;
      return itemId && item ? cardPreviewLink(itemId, item) : null;
    };
    const body: LibraryUploadStatusResponse = {
      ok: true,
      uploads: uploads.map((upload) => toLibraryUploadView(upload, previewOf(upload.itemId))),
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

  return router;
}

export const libraryRouter = createLibraryRouter(mediaServices);
