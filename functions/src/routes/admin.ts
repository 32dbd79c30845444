import { Router } from 'express';
import { adminStats } from '../domain/adminStats.js';
import { assignAffiliate } from '../domain/affiliates.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { validBody } from '../middleware/validate.js';
import type { AdminMeResponse, AssignAffiliateResponse } from '../shared/api/schemas.js';
import { assignAffiliateBodySchema } from '../shared/api/schemas.js';

export const adminRouter = Router();

adminRouter.get('/admin/me', authenticateFresh, (req, res) => {
  const body: AdminMeResponse = { admin: currentUser(req).admin };
  res.json(body);
});

adminRouter.get('/admin/stats', authenticateFresh, requireAdmin, async (_req, res) => {
  res.json(await adminStats(Date.now()));
});

adminRouter.post('/admin/affiliates/assign', authenticateFresh, requireAdmin, rateLimit('admin'), async (req, res) => {
  const { target, ratePct } = validBody(req, assignAffiliateBodySchema);
  const uid = await assignAffiliate(target, ratePct, currentUser(req).uid);
  const body: AssignAffiliateResponse = { ok: true, uid, ratePct };
  res.json(body);
});
