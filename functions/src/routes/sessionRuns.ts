import { Router } from 'express';
import { finishSessionRun, startSessionRun } from '../domain/sessionRuns.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import type { OkResponse } from '../shared/api/schemas/common.js';
import type { SessionRunFinishResponse } from '../shared/api/schemas/sessionRuns.js';

// The server's own clock times a session, so a referral's qualifying session cannot be claimed by the client.
export const sessionRunsRouter = Router();

sessionRunsRouter.post('/sessions/start', authenticate, rateLimit('sessionRun'), async (req, res) => {
  await startSessionRun(currentUser(req).uid);
  const body: OkResponse = { ok: true };
  res.json(body);
});

sessionRunsRouter.post('/sessions/finish', authenticate, rateLimit('sessionRun'), async (req, res) => {
  const qualified = await finishSessionRun(currentUser(req).uid);
  const body: SessionRunFinishResponse = { ok: true, qualified };
  res.json(body);
});
