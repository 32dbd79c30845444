import { Router } from 'express';
import { redeemCode } from '../domain/redeem.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { validBody } from '../middleware/validate.js';
import { type OkResponse } from '../shared/api/schemas/common.js';
import { redeemBodySchema } from '../shared/api/schemas/redeem.js';

export const redeemRouter = Router();

redeemRouter.post('/redeem', authenticateFresh, rateLimit('redeem'), async (req, res) => {
  const user = currentUser(req);
  const { code } = validBody(req, redeemBodySchema);
  await redeemCode(user.uid, user.name, code);
  const body: OkResponse = { ok: true };
  res.json(body);
});
