import { Router, type Request } from 'express';
import { OFFER_NETWORK_ID, OFFER_POSTBACK_SECRET, OFFER_URL_TEMPLATE } from '../config/params.js';
import { auditRefusals } from '../middleware/auditRefusals.js';
import { acceptOfferPostback, completeFreePremium, issueClick, offerUrl } from '../domain/contentLocker.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { parseInput, validBody } from '../middleware/validate.js';
import type { ContentLockerClickResponse, OkResponse } from '../shared/api/schemas.js';
import {
  contentLockerClickBodySchema,
  contentLockerCompleteBodySchema,
  offerPostbackSchema,
} from '../shared/api/schemas.js';

export const contentLockerRouter = Router();

/** Postback params may come as query (GET) or form/JSON body (POST); the body wins. */
export function postbackParams(req: Request): unknown {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? { ...req.query, ...body } : req.query;
}

contentLockerRouter.post(
  '/contentlocker/click',
  authenticateFresh,
  rateLimit('contentLocker'),
  requireVerifiedEmail,
  async (req, res) => {
    validBody(req, contentLockerClickBodySchema);
    const clickId = await issueClick(currentUser(req).uid, OFFER_NETWORK_ID.value());
    const body: ContentLockerClickResponse = { ok: true, url: offerUrl(OFFER_URL_TEMPLATE.value(), clickId) };
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
    res.status(405).json({ ok: false, error: 'Method not allowed' });
    return;
  }
  const input = parseInput(offerPostbackSchema, postbackParams(req));
  await acceptOfferPostback(input, { network: OFFER_NETWORK_ID.value(), secret: OFFER_POSTBACK_SECRET.value() });
  res.type('text/plain').send('OK');
});
contentLockerRouter.use('/contentlocker/postback', auditRefusals('postback_rejected'));
