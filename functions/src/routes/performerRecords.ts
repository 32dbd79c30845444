import { Router, type Request } from 'express';
import { createLibraryAdmin } from '../media/libraryAdmin.js';
import { mediaServices } from '../media/mediaServices.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { requireAdmin, requireCustodian } from '../middleware/requireAdmin.js';
import { parseInput, validBody, validQuery } from '../middleware/validate.js';
import { DomainError } from '../domain/errors.js';
import {
  addPerformerRecord,
  exportPerformerRecord,
  performerSummaries,
  viewPerformerRecord,
  withdrawPerformerConsent,
} from '../records/custodian.js';
import { addPerformerDocument, readPerformerDocument } from '../records/performerDocuments.js';
import { finishPerformerIdCheck, startPerformerIdCheck } from '../records/performerIdCheck.js';
import { API_PATHS } from '../shared/api/paths.js';
import {
  performerDocumentParamsSchema,
  performerDocumentQuerySchema,
  performerIdCheckFinishBodySchema,
  performerRecordBodySchema,
  performerRecordParamsSchema,
} from '../shared/api/schemas/performerRecords.js';

const BASE = API_PATHS.adminPerformerRecords.replace(/^\/api/, '');

/** The bytes sent: parsed by express.raw here, or already read by the Functions runtime. */
function bodyBytes(req: Request): Buffer {
  if (Buffer.isBuffer(req.body)) return req.body;
  const raw: unknown = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  throw new DomainError('invalid', 'performerDocumentInvalid');
}

/**
 * Performer records (docs/product-rules.md#performer-records). Every admin may list the records' stage names and
 * standing, to name the people in an item; everything else is the custodian's, and no answer is cached anywhere.
 */
function createPerformerRecordsRouter(): Router {
  const library = createLibraryAdmin(mediaServices);
  const router = Router();
  router.use(BASE, authenticateFresh, requireAdmin, (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get(BASE, async (_req, res) => {
    res.json({ ok: true, records: await performerSummaries() });
  });

  router.use(BASE, requireCustodian);

  router.post(BASE, async (req, res) => {
    const id = await addPerformerRecord(validBody(req, performerRecordBodySchema), currentUser(req).uid);
    res.status(201).json({ ok: true, id });
  });

  router.get(`${BASE}/:id`, async (req, res) => {
    const { id } = parseInput(performerRecordParamsSchema, req.params);
    res.json({ ok: true, record: await viewPerformerRecord(id, currentUser(req).uid) });
  });

  router.get(`${BASE}/:id/export`, async (req, res) => {
    const { id } = parseInput(performerRecordParamsSchema, req.params);
    const exported = await exportPerformerRecord(id, currentUser(req).uid);
    res.set('Content-Disposition', `attachment; filename="performer-record-${id}.json"`);
    res.json(exported);
  });

  router.post(`${BASE}/:id/id-check`, async (req, res) => {
    const { id } = parseInput(performerRecordParamsSchema, req.params);
    res.json({ ok: true, redirectUrl: await startPerformerIdCheck(id, currentUser(req).uid) });
  });

  router.post(`${BASE}/:id/id-check/finish`, async (req, res) => {
    const { id } = parseInput(performerRecordParamsSchema, req.params);
    const { returnToken } = validBody(req, performerIdCheckFinishBodySchema);
    res.json({ ok: true, status: await finishPerformerIdCheck(id, returnToken, currentUser(req).uid) });
  });

  router.post(`${BASE}/:id/documents`, async (req, res) => {
    const { id } = parseInput(performerRecordParamsSchema, req.params);
    const { kind } = validQuery(req, performerDocumentQuerySchema);
    const documentId = await addPerformerDocument(id, kind, bodyBytes(req), currentUser(req).uid);
    res.status(201).json({ ok: true, id: documentId });
  });

  router.get(`${BASE}/:id/documents/:documentId`, async (req, res) => {
    const { id, documentId } = parseInput(performerDocumentParamsSchema, req.params);
    const document = await readPerformerDocument(id, documentId, currentUser(req).uid);
    res.type(document.contentType).send(document.bytes);
  });

  router.post(`${BASE}/:id/withdraw`, async (req, res) => {
    const { id } = parseInput(performerRecordParamsSchema, req.params);
    await withdrawPerformerConsent(id, currentUser(req).uid);
    res.json({ ok: true, unpublished: await library.unpublishItemsNaming(id) });
  });

  return router;
}

export const performerRecordsRouter = createPerformerRecordsRouter();
