import { Router } from 'express';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { validBody } from '../middleware/validate.js';
import { finishUploaderCheck, startUploaderCheck, uploaderCheckOf } from '../records/uploaderCheck.js';
import { API_PATHS } from '../shared/api/paths.js';
import { idCheckFinishBodySchema, uploaderCheckBodySchema } from '../shared/api/schemas/identityChecks.js';

const BASE = API_PATHS.adminUploaderCheck.replace(/^\/api/, '');
const FINISH = API_PATHS.adminUploaderCheckFinish.replace(/^\/api/, '');

/** The caller's own identity check (records/uploaderCheck.ts): every admin's, about themselves only. */
function createUploaderCheckRouter(): Router {
  const router = Router();
  router.use(BASE, authenticateFresh, requireAdmin, (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get(BASE, async (req, res) => {
    res.json({ ok: true, check: await uploaderCheckOf(currentUser(req).uid) });
  });

  router.post(BASE, async (req, res) => {
    const identity = validBody(req, uploaderCheckBodySchema);
    res.json({ ok: true, redirectUrl: await startUploaderCheck(currentUser(req).uid, identity) });
  });

  router.post(FINISH, async (req, res) => {
    const { returnToken } = validBody(req, idCheckFinishBodySchema);
    res.json({ ok: true, status: await finishUploaderCheck(currentUser(req).uid, returnToken) });
  });

  return router;
}

export const uploaderCheckRouter = createUploaderCheckRouter();
