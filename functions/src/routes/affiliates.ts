import { Router } from 'express';
import { affiliateInfo } from '../domain/affiliates.js';
import { authenticateFresh, currentUser } from '../middleware/authenticate.js';

export const affiliatesRouter = Router();

affiliatesRouter.get('/affiliates/me', authenticateFresh, async (req, res) => {
  res.json(await affiliateInfo(currentUser(req).uid));
});
