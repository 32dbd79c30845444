import { Router } from 'express';
import { auditSummary } from '../audit/auditSummary.js';
import { currentMediaHealth } from '../media/mediaHealthSummary.js';
import type { AdminAiBudgetResponse, AdminAuditResponse, AdminMediaHealthResponse } from '../shared/api/adminHealth.js';
import { llmBudgetStatus } from '../llm/dailyBudget.js';
import { adminStats } from '../domain/adminStats.js';
import { assignAffiliate } from '../domain/affiliates.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import { validBody } from '../middleware/validate.js';
import type { AdminMeResponse, AssignAffiliateResponse } from '../shared/api/schemas/admin.js';
import { assignAffiliateBodySchema } from '../shared/api/schemas/admin.js';

export const adminRouter = Router();

adminRouter.get('/admin/me', authenticateFresh, (req, res) => {
  const { admin, reviewer, custodian } = currentUser(req);
  const body: AdminMeResponse = { admin, reviewer, custodian };
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

// The audit trail of the last 24 h and each media source health, for the admin page.
adminRouter.get('/admin/audit', authenticateFresh, requireAdmin, async (_req, res) => {
  const body: AdminAuditResponse = await auditSummary(Date.now());
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});

adminRouter.get('/admin/media-health', authenticateFresh, requireAdmin, async (_req, res) => {
  const body: AdminMediaHealthResponse = await currentMediaHealth(Date.now());
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});

adminRouter.get('/admin/ai-budget', authenticateFresh, requireAdmin, async (_req, res) => {
  const body: AdminAiBudgetResponse = { ok: true, ...(await llmBudgetStatus(Date.now())) };
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});
