import { Router } from 'express';
import { db } from '../data/db.js';
import { authenticateFresh } from '../middleware/authenticate.js';
import { DomainError } from '../domain/errors.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { parseInput, validBody, validQuery } from '../middleware/validate.js';
import { parseLibraryFile } from '../media/libraryFile.js';
import {
  deleteLibraryItem,
  importLibraryRows,
  listLibraryItems,
  setLibraryItemBlocked,
  toLibraryItemView,
} from '../media/libraryStore.js';
import { mediaServices, type MediaServices } from '../media/mediaServices.js';
import {
  libraryBlockBodySchema,
  libraryImportBodySchema,
  libraryItemParamsSchema,
  libraryListQuerySchema,
  type LibraryBlockResponse,
  type LibraryImportError,
  type LibraryImportResponse,
  type LibraryListResponse,
  type OkResponse,
} from '../shared/api/schemas.js';

export const LIBRARY_ITEM_NOT_FOUND = 'Library item not found.';

/** Admin management of the media library: import, list, block, delete. */
export function createLibraryAdminRouter(services: () => MediaServices): Router {
  const router = Router();
  router.use('/admin/library', authenticateFresh, requireAdmin);

  router.post('/admin/library/import', async (req, res) => {
    const { format, content } = validBody(req, libraryImportBodySchema);
    const parsed = parseLibraryFile(content, format);
    if (!parsed.ok) {
      const body: LibraryImportError = { ok: false, error: parsed.error, rowErrors: parsed.rowErrors };
      res.status(400).json(body);
      return;
    }
    const result = await importLibraryRows(db(), parsed.rows);
    // This instance shows the new items at once; others within their cache time.
    services().listing.clear();
    services().thumbnails.clear();
    const body: LibraryImportResponse = { ok: true, ...result };
    res.json(body);
  });

  router.get('/admin/library', async (req, res) => {
    const query = validQuery(req, libraryListQuerySchema);
    const page = await listLibraryItems(db(), {
      community: query.community,
      limit: query.limit,
      includeBlocked: true,
      ...(query.after ? { after: query.after } : {}),
    });
    const body: LibraryListResponse = { ok: true, items: page.items.map(toLibraryItemView), after: page.after };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  router.delete('/admin/library/:id', async (req, res) => {
    const { id } = parseInput(libraryItemParamsSchema, req.params);
    if (!(await deleteLibraryItem(db(), id))) throw new DomainError('notFound', LIBRARY_ITEM_NOT_FOUND);
    services().listing.clear();
    services().thumbnails.clear();
    const body: OkResponse = { ok: true };
    res.json(body);
  });

  router.post('/admin/library/:id/block', async (req, res) => {
    const { id } = parseInput(libraryItemParamsSchema, req.params);
    const { blocked } = validBody(req, libraryBlockBodySchema);
    if (!(await setLibraryItemBlocked(db(), id, blocked))) throw new DomainError('notFound', LIBRARY_ITEM_NOT_FOUND);
    services().listing.clear();
    services().thumbnails.clear();
    const body: LibraryBlockResponse = { ok: true, id, blocked };
    res.json(body);
  });

  return router;
}

export const libraryAdminRouter = createLibraryAdminRouter(mediaServices);
