import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import {
  PREMIUM_CURRENCY,
  PREMIUM_PRICE,
  PUBLIC_APP_URL,
  VEROTEL_SHOP_ID,
  VEROTEL_SIGNATURE_KEY,
  VEROTEL_STARTORDER_URL,
} from '../config/params.js';
import { auditRefusals } from '../middleware/auditRefusals.js';
import { recordPurchaseOrder } from '../data/purchases.js';
import { parseAmountCents } from '../domain/money.js';
import { acceptVerotelPostback, type VerotelConfig } from '../domain/paymentPostback.js';
import { confirmPurchase } from '../domain/purchases.js';
import { flexPayPurchaseUrl } from '../domain/verotel.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { parseInput, validBody } from '../middleware/validate.js';
import type { OkResponse, PurchaseLinkResponse } from '../shared/api/schemas.js';
import { claimBodySchema, processorPostbackSchema } from '../shared/api/schemas.js';
import { postbackParams } from './contentLocker.js';

export const purchasesRouter = Router();

export const PREMIUM_DESCRIPTION = 'StarSession Premium (one-time)';

/** What a FlexPay postback is checked against (params read per request). */
export function verotelConfig(): VerotelConfig {
  return {
    shopId: VEROTEL_SHOP_ID.value(),
    signatureKey: VEROTEL_SIGNATURE_KEY.value(),
    priceAmount: PREMIUM_PRICE.value(),
    priceCurrency: PREMIUM_CURRENCY.value(),
  };
}

purchasesRouter.get('/purchase/link', authenticateFresh, rateLimit('purchase'), async (req, res) => {
  const uid = currentUser(req).uid;
  // FlexPay wants a unique referenceID per order; we record it so only sales of our orders count.
  const referenceId = `ss_${randomBytes(12).toString('base64url')}`;
  const amountCents = parseAmountCents(PREMIUM_PRICE.value());
  if (amountCents === null) throw new Error('PREMIUM_PRICE is not an nnn.nn amount');
  await recordPurchaseOrder(referenceId, { uid, amountCents, currency: PREMIUM_CURRENCY.value() }, Date.now());
  const body: PurchaseLinkResponse = {
    ok: true,
    url: flexPayPurchaseUrl({
      startOrderUrl: VEROTEL_STARTORDER_URL.value(),
      shopId: VEROTEL_SHOP_ID.value(),
      signatureKey: VEROTEL_SIGNATURE_KEY.value(),
      priceAmount: PREMIUM_PRICE.value(),
      priceCurrency: PREMIUM_CURRENCY.value(),
      description: PREMIUM_DESCRIPTION,
      referenceId,
      // The user travels in custom1 (echoed in the postback).
      uid,
      backUrl: `${PUBLIC_APP_URL.value()}/premium`,
    }),
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
    res.status(405).json({ ok: false, error: 'Method not allowed' });
    return;
  }
  const params = parseInput(processorPostbackSchema, postbackParams(req));
  await acceptVerotelPostback(params, verotelConfig());
  res.type('text/plain').send('OK');
});
purchasesRouter.use('/purchase/verotel/postback', auditRefusals('postback_rejected'));
