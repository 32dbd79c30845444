import { Router, type Request, type Response } from 'express';
import { ageAccess, requestNowMs } from '../ageAssurance/access.js';
import { finishCheck, startCheck, type FlowDeps } from '../ageAssurance/checkFlow.js';
import {
  configuredAccess,
  configuredProofKey,
  configuredProvider,
  configuredProviderIds,
} from '../ageAssurance/configured.js';
import { openProof } from '../ageAssurance/proofToken.js';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../ageAssurance/sessionCookie.js';
import { PUBLIC_APP_URL } from '../config/params.js';
import { ageCheckMonth, countAgeCheck, readAgeCheckCounts } from '../data/ageCheckCounts.js';
import { consumePendingCheck, pendingCheckOpen, recordPendingCheck } from '../data/agePendingChecks.js';
import { authenticateFresh } from '../middleware/authenticate.js';
import { clientIp, hostingProxies } from '../middleware/clientIp.js';
import { requireSameOriginJson } from '../middleware/requireSameOrigin.js';
import { requireAdmin } from '../middleware/requireAdmin.js';
import type { AdminAgeChecksResponse } from '../shared/api/schemas/adminAgeChecks.js';
import { rateLimit } from '../middleware/rateLimit.js';
import { validBody, validQuery } from '../middleware/validate.js';
import { API_PATHS } from '../shared/api/paths.js';
import type {
  AgeProviderId,
  AgeReturnResponse,
  AgeStartResponse,
  AgeStatusResponse,
} from '../shared/api/schemas/ageAssurance.js';
import { ageReturnBodySchema, ageReturnQuerySchema, ageStartBodySchema } from '../ageAssurance/requestSchemas.js';

export const ageAssuranceRouter = Router();

function flowDeps(req: Request): FlowDeps {
  return {
    key: configuredProofKey(),
    nowMs: requestNowMs(req),
    provider: configuredProvider,
    offered: configuredProviderIds(),
    pendingChecks: { record: recordPendingCheck, isOpen: pendingCheckOpen, consume: consumePendingCheck },
    addressBucket: clientIp(req, hostingProxies()),
  };
}

/** Ends what the request's cookie held; a request without one (another site's, say) has nothing of ours to end. */
function clearCarriedCookie(req: Request, res: Response): void {
  if (readSessionCookie(req) !== null) clearSessionCookie(res);
}

/**
 * True when the cookie holds a valid proof (so no check is pending in this browser). The return routes can be
 * reached without a check: a plain link (the Lax cookie rides on a top-level GET) or a crafted fragment the
 * page posts. Such a visit must neither end the proof nor be counted as an expired check.
 */
async function holdsProof(req: Request, deps: FlowDeps): Promise<boolean> {
  const cookie = readSessionCookie(req);
  return cookie !== null && (await openProof(cookie, deps.key, deps.nowMs)) !== null;
}

// What the first view needs to choose its page: cheap (no Firestore), never cached.
ageAssuranceRouter.get('/age/status', async (req, res) => {
  const access = await ageAccess(req, configuredAccess(req), requestNowMs(req));
  const body: AgeStatusResponse = {
    policy: access.policy,
    verified: access.proof !== null,
    expiresAt: access.proofValidUntilMs,
    providers: access.policy === 'verify' ? configuredProviderIds() : [],
  };
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});

ageAssuranceRouter.post('/age/start', requireSameOriginJson, rateLimit('ageCheck'), async (req, res) => {
  const { provider } = validBody(req, ageStartBodySchema);
  const access = await ageAccess(req, configuredAccess(req), requestNowMs(req));
  const origin = new URL(PUBLIC_APP_URL.value()).origin;
  // Yoti returns to the server; an OIDC provider's token arrives in the fragment, which only the page sees.
  const returnUrlFor = (id: AgeProviderId) => (id === 'yoti' ? `${origin}${API_PATHS.ageReturn}` : `${origin}/`);
  const started = await startCheck(access, provider, returnUrlFor, flowDeps(req));
  writeSessionCookie(res, started.cookie, started.cookieMaxAgeMs);
  res.set('Cache-Control', 'private, no-store');
  const body: AgeStartResponse = { redirectUrl: started.redirectUrl };
  res.json(body);
});

// The provider sends the browser back here, a cross-site navigation by nature (so no origin check): what makes it
// safe is the pending check, which only this browser's cookie names, is used once and only from its address.
// The app's first view shows the outcome (`/?age=`).
ageAssuranceRouter.get('/age/return', rateLimit('ageCheck'), async (req, res) => {
  const { sessionId } = validQuery(req, ageReturnQuerySchema);
  const deps = flowDeps(req);
  res.set('Cache-Control', 'private, no-store');
  if (await holdsProof(req, deps)) {
    res.redirect(303, '/');
    return;
  }
  const access = await ageAccess(req, configuredAccess(req), deps.nowMs);
  const params: Record<string, string> = sessionId === undefined ? {} : { sessionId };
  const result = await finishCheck(access, readSessionCookie(req), params, deps);
  // A check still processing keeps its pending cookie, so "Check again" (this route, no query) can finish it.
  if (result.outcome === 'passed') writeSessionCookie(res, result.cookie, result.cookieMaxAgeMs);
  else if (result.outcome !== 'pending') clearCarriedCookie(req, res);
  await countAgeCheck(result.outcome, access.region.region, deps.nowMs);
  res.redirect(303, `/?age=${result.outcome}`);
});

// An OIDC provider's answer, posted by the first view from the URL fragment; the outcome comes back as JSON.
ageAssuranceRouter.post('/age/return', requireSameOriginJson, rateLimit('ageCheck'), async (req, res) => {
  const { state, id_token: idToken, error } = validBody(req, ageReturnBodySchema);
  const deps = flowDeps(req);
  res.set('Cache-Control', 'private, no-store');
  if (await holdsProof(req, deps)) {
    const kept: AgeReturnResponse = { outcome: 'passed' };
    res.json(kept);
    return;
  }
  const access = await ageAccess(req, configuredAccess(req), deps.nowMs);
  const params: Record<string, string> = {
    state,
    ...(idToken ? { id_token: idToken } : {}),
    ...(error ? { error } : {}),
  };
  const result = await finishCheck(access, readSessionCookie(req), params, deps);
  if (result.outcome === 'passed') writeSessionCookie(res, result.cookie, result.cookieMaxAgeMs);
  else clearCarriedCookie(req, res);
  await countAgeCheck(result.outcome, access.region.region, deps.nowMs);
  const body: AgeReturnResponse = { outcome: result.outcome };
  res.json(body);
});

// The operator's audit: this month's checks by region and outcome (no personal data is ever counted).
ageAssuranceRouter.get('/admin/age-checks', authenticateFresh, requireAdmin, async (_req, res) => {
  const month = ageCheckMonth(Date.now());
  const totals = await readAgeCheckCounts(month);
  const regions = Object.entries(totals)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, c]) => ({
      region,
      passed: c.passed ?? 0,
      failed: c.failed ?? 0,
      cancelled: c.cancelled ?? 0,
      expired: c.expired ?? 0,
      pending: c.pending ?? 0,
      error: c.error ?? 0,
    }));
  const body: AdminAgeChecksResponse = { ok: true, month, regions };
  res.set('Cache-Control', 'private, no-store');
  res.json(body);
});
