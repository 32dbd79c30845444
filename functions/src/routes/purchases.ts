import { Router } from 'express';
import { purchaseLinkConfig, verotelConfig } from '../config/verotel.js';
import { auditRefusals } from '../middleware/auditRefusals.js';
import { acceptVerotelPostback } from '../domain/paymentPostback.js';
import { createPurchaseLink } from '../domain/purchaseLink.js';
import { confirmPurchase } from '../domain/purchases.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { parseInput, validBody } from '../middleware/validate.js';
import { apiErrorBody } from '../shared/api/apiErrors.js';
import type { OkResponse } from '../shared/api/schemas/common.js';
import type { PurchaseLinkResponse } from '../shared/api/schemas/purchases.js';
import { claimBodySchema, processorPostbackSchema } from '../shared/api/schemas/purchases.js';
import { postbackParams } from '../middleware/postbackParams.js';

export const purchasesRouter = Router();

purchasesRouter.get('/purchase/link', authenticateFresh, rateLimit('purchase'), async (req, res) => {
  const body: PurchaseLinkResponse = {
    ok: true,
    url: await createPurchaseLink(currentUser(req).uid, purchaseLinkConfig(), Date.now()),
  };
  res.json(body);
});

purchasesRouter.post('/claim', authenticateFresh, rateLimit('purchase'), requireVerifiedEmail, async (req, res) => {
  const user = currentUser(req);
  validBody(req, claimBodySchema);
  await confirmPurchase(user.uid, user.name);
  const body: OkResponse = { ok: true };
  res.json(body);
});

// FlexPay calls this server-to-server (GET with query params); it must answer plain 'OK'.
purchasesRouter.all('/purchase/verotel/postback', rateLimit('postback'), async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.status(405).json(apiErrorBody('methodNotAllowed'));
    return;
  }
  const params = parseInput(processorPostbackSchema, postbackParams(req));
  await acceptVerotelPostback(params, verotelConfig());
  res.type('text/plain').send('OK');
});
purchasesRouter.use('/purchase/verotel/postback', auditRefusals('postback_rejected'));
