import { Router } from 'express';
import { beatSessionRun, confirmSessionRunning, finishSessionRun, startSessionRun } from '../domain/sessionRuns.js';
import { removedAmong } from '../media/blocklist.js';
import { mediaServices } from '../media/mediaServices.js';
import { authenticate, currentUser } from '../middleware/authenticate.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { validBody } from '../middleware/validate.js';
import {
  sessionRunBeatBodySchema,
  sessionRunHeartbeatBodySchema,
  type SessionRunFinishResponse,
  type SessionRunHeartbeatResponse,
  type SessionRunStartResponse,
} from '../shared/api/schemas/sessionRuns.js';

// The server's own records and clock decide whether a session played, so a referral's qualifying session cannot
// be claimed by the client (docs/product-rules.md, "Referrals").
export const sessionRunsRouter = Router();

sessionRunsRouter.post('/sessions/start', authenticate, rateLimit('sessionRun'), async (req, res) => {
  const body: SessionRunStartResponse = { ok: true, runId: await startSessionRun(currentUser(req).uid) };
  res.json(body);
});

// No rate limit of its own (issue 34): a beat within SESSION_BEAT_STORE_MIN_GAP_MS of the last stored one writes
// nothing, so a flood of beats costs one read each, where a limiter's counter would cost a read and a write each.
sessionRunsRouter.post('/sessions/heartbeat', authenticate, async (req, res) => {
  const { runId, shown, held = [], paused = false } = validBody(req, sessionRunHeartbeatBodySchema);
  const { uid } = currentUser(req);
  // Only a playing session's beat counts toward a referral's qualifying time.
  if (paused) await confirmSessionRunning(uid, runId);
  else await beatSessionRun(uid, runId, shown);
  // A removal reaches a running session within a beat: it drops what it holds of the removed items.
  const body: SessionRunHeartbeatResponse = { ok: true, removed: await removedAmong(held, mediaServices().blocklist) };
  res.json(body);
});

sessionRunsRouter.post('/sessions/finish', authenticate, rateLimit('sessionRun'), async (req, res) => {
  const run = validBody(req, sessionRunBeatBodySchema);
  const body: SessionRunFinishResponse = { ok: true, qualified: await finishSessionRun(currentUser(req).uid, run) };
  res.json(body);
});
