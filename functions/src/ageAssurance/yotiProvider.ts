// Yoti's Age Verification API (developers.yoti.com/age-verification; facts in EXTERNAL-APIS "Age assurance"):
// POST /api/v1/sessions with the API key and SDK id, send the browser to `?sessionId&sdkId`, and on its way
// back read GET /api/v1/sessions/{id}/result server to server. Doc-scan and card results may lag: a
// PENDING/IN_PROGRESS answer is asked again every 5 s, 3 times, well inside Hosting's 60 s.
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors.js';
import { requestJson, type FetchFn } from '../media/upstreamHttp.js';
import { AGE_ASSURANCE_THRESHOLD, AGE_CHECK_TTL_SEC } from '../shared/constants.js';
import type { AgeProvider, FinishedCheck } from './provider.js';
import { checkYotiResult } from './yotiResult.js';

export interface YotiConfig {
  /** e.g. https://age.yoti.com (the API is under /api/v1). */
  baseUrl: string;
  sdkId: string;
  apiKey: string;
  /**
   * Regions (`FR`, or a subdivision such as `US-TX`) whose checks ask Yoti for double anonymity
   * (`double_blind: true`: Yoti presents the methods so that it does not learn which site asked). A country
   * covers its subdivisions.
   */
  doubleBlindRegions?: readonly string[];
  fetchFn?: FetchFn;
  /** Waits between result polls; tests pass an immediate one. */
  sleep?: (ms: number) => Promise<void>;
}

const RESULT_POLLS = 3;
const RESULT_POLL_INTERVAL_MS = 5_000;
const SESSION_ID = /^[A-Za-z0-9-]{1,100}$/;

const method = (extra: Record<string, unknown> = {}) => ({
  allowed: true,
  threshold: AGE_ASSURANCE_THRESHOLD,
  retry_limit: 1,
  ...extra,
});

export function yotiProvider(config: YotiConfig): AgeProvider {
  const fetchFn = config.fetchFn ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${config.apiKey}`, 'Yoti-SDK-Id': config.sdkId };

  async function result(sessionId: string) {
    return requestJson(fetchFn, `${base}/api/v1/sessions/${encodeURIComponent(sessionId)}/result`, { headers });
  }

  return {
    id: 'yoti',
    async start({ returnUrl, nowMs, region = null }) {
      const referenceId = randomBytes(16).toString('base64url');
      const doubleBlind =
        region !== null && (config.doubleBlindRegions ?? []).some((r) => r === region || r === region.slice(0, 2));
      const body = {
        type: 'OVER',
        // Facial age estimation, a digital ID or an identity document: all "highly effective" per Ofcom.
        age_estimation: method({ level: 'PASSIVE' }),
        digital_id: method({ level: 'NONE' }),
        doc_scan: method({ level: 'PASSIVE', authenticity: 'AUTO' }),
        ttl: AGE_CHECK_TTL_SEC,
        reference_id: referenceId,
        callback: { url: returnUrl, auto: true },
        cancel_url: returnUrl,
        synchronous_checks: true,
        // France (ARCOM) and Italy (AGCOM) ask for at least one double-anonymity option (docs/age-assurance.md).
        ...(doubleBlind ? { double_blind: true } : {}),
      };
      const reply = await requestJson(fetchFn, `${base}/api/v1/sessions`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = reply.kind === 'response' && reply.status === 200 ? reply.body : null;
      const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || !SESSION_ID.test(id)) {
        logger.error('age check: Yoti session not created', {
          kind: reply.kind,
          status: reply.kind === 'failed' ? reply.reason : reply.status,
        });
        throw new DomainError('unavailable', 'ageProviderUnavailable');
      }
      const redirect = new URL(base);
      redirect.searchParams.set('sessionId', id);
      redirect.searchParams.set('sdkId', config.sdkId);
      return {
        redirectUrl: redirect.toString(),
        pending: { provider: 'yoti', sessionId: id, referenceId, expiresAtMs: nowMs + AGE_CHECK_TTL_SEC * 1000 },
      };
    },

    async finish({ params, pending }): Promise<FinishedCheck> {
      // Only the session this browser started counts, whatever the query says.
      if (params.sessionId !== undefined && params.sessionId !== pending.sessionId)
        return { outcome: 'error', refusal: 'other-session' };
      const expected = { sessionId: pending.sessionId, sdkId: config.sdkId, referenceId: pending.referenceId };
      for (let poll = 1; ; poll += 1) {
        const reply = await result(pending.sessionId);
        if (reply.kind !== 'response' || reply.status !== 200) {
          logger.warn('age check: Yoti result unavailable', { kind: reply.kind });
          return { outcome: 'error', refusal: 'result-unavailable' };
        }
        const verdict = checkYotiResult(reply.body, expected);
        if (verdict.passed) return { outcome: 'passed', method: verdict.method };
        if (verdict.outcome !== 'pending' || poll >= RESULT_POLLS)
          return { outcome: verdict.outcome, refusal: verdict.refusal };
        await sleep(RESULT_POLL_INTERVAL_MS);
      }
    },
  };
}
