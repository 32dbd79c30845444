import { Router } from 'express';
import { APP_VERSION } from '../config/params.js';

export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  res.json({ ok: true, version: APP_VERSION });
});
