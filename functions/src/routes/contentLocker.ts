import { Router } from 'express';
import { OFFER_NETWORK_ID, OFFER_POSTBACK_SECRET, OFFER_URL_TEMPLATE } from '../config/params.js';
import { auditRefusals } from '../middleware/auditRefusals.js';
import { acceptOfferPostback, completeFreePremium, startOffer } from '../domain/contentLocker.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { postbackParams } from '../middleware/postbackParams.js';
import { parseInput, validBody } from '../middleware/validate.js';
import { apiErrorBody } from '../shared/api/apiErrors.js';
import type { OkResponse } from '../shared/api/schemas/common.js';
import type { ContentLockerClickResponse } from '../shared/api/schemas/contentLocker.js';
import {
  contentLockerClickBodySchema,
  contentLockerCompleteBodySchema,
  offerPostbackSchema,
} from '../shared/api/schemas/contentLocker.js';

export const contentLockerRouter = Router();

contentLockerRouter.post(
  '/contentlocker/click',
  authenticateFresh,
  rateLimit('contentLocker'),
  requireVerifiedEmail,
  async (req, res) => {
    validBody(req, contentLockerClickBodySchema);
    const url = await startOffer(currentUser(req).uid, {
      id: OFFER_NETWORK_ID.value(),
      urlTemplate: OFFER_URL_TEMPLATE.value(),
    });
    const body: ContentLockerClickResponse = { ok: true, url };
    res.json(body);
  },
);

contentLockerRouter.post(
  '/contentlocker/complete',
  authenticateFresh,
  rateLimit('contentLocker'),
  requireVerifiedEmail,
  async (req, res) => {
    const user = currentUser(req);
    validBody(req, contentLockerCompleteBodySchema);
    await completeFreePremium(user.uid, user.name);
    const body: OkResponse = { ok: true };
    res.json(body);
  },
);

// Server-to-server from the offer network; answers plain 'OK' once recorded (retries are harmless).
contentLockerRouter.all('/contentlocker/postback', rateLimit('postback'), async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.status(405).json(apiErrorBody('methodNotAllowed'));
    return;
  }
  const input = parseInput(offerPostbackSchema, postbackParams(req));
  await acceptOfferPostback(input, { network: OFFER_NETWORK_ID.value(), secret: OFFER_POSTBACK_SECRET.value() });
  res.type('text/plain').send('OK');
});
contentLockerRouter.use('/contentlocker/postback', auditRefusals('postback_rejected'));
