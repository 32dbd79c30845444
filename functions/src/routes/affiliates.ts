import { Router } from 'express';
import { affiliateInfo } from '../domain/affiliates.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';

export const affiliatesRouter = Router();

affiliatesRouter.get('/affiliates/me', authenticate, async (req, res) => {
  res.json(await affiliateInfo(currentUser(req).uid));
});
