import { Router } from 'express';
import { claimReferral, referrerName } from '../domain/referrals.js';
import { auditRefusals } from '../middleware/auditRefusals.js';
import { authenticate, currentUser, identifyIfSignedIn } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { requireVerifiedEmail } from '../middleware/requireVerifiedEmail.js';
import { validBody, validQuery } from '../middleware/validate.js';
import type { OkResponse } from '../shared/api/schemas/common.js';
import type { ReferralInfoResponse } from '../shared/api/schemas/referrals.js';
import { referralClaimBodySchema, referralInfoQuerySchema } from '../shared/api/schemas/referrals.js';

export const referralsRouter = Router();

referralsRouter.get('/referrals/info', identifyIfSignedIn, rateLimit('referralInfo'), async (req, res) => {
  const { uid } = validQuery(req, referralInfoQuerySchema);
  const body: ReferralInfoResponse = { ok: true, name: await referrerName(uid) };
  res.json(body);
});

referralsRouter.post(
  '/referrals/claim',
  authenticate,
  rateLimit('referral'),
  requireVerifiedEmail,
  async (req, res) => {
    const user = currentUser(req);
    const { referrerUid } = validBody(req, referralClaimBodySchema);
    await claimReferral({ uid: user.uid, displayName: user.name, referrerUid });
    const body: OkResponse = { ok: true };
    res.json(body);
  },
);
referralsRouter.use('/referrals/claim', auditRefusals('referral_refused'));
