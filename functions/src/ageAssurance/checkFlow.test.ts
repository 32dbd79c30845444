import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import type { AgeAccess } from './access.js';
import { finishCheck, startCheck, type FlowDeps } from './checkFlow.js';
import type { AgeProvider, FinishedCheck } from './provider.js';
import { openProof, signPending } from './proofToken.js';
import type { RegionRule } from './regionPolicy.js';

const KEY = 'unit-test-age-proof-key';
const NOW = Date.UTC(2026, 10, 26, 12);

function access(rule: RegionRule, region: string | null = 'GB'): AgeAccess {
  return {
    policy: rule.policy,
    rule,
    region: { region, source: 'header' },
    proof: null,
    proofValidUntilMs: null,
    sharedCacheable: false,
  };
}

function fakeProvider(finished: FinishedCheck): AgeProvider {
  return {
    id: 'yoti',
    start: ({ nowMs }) =>
      Promise.resolve({
        redirectUrl: 'https://provider.test/?sessionId=s1',
        pending: { provider: 'yoti', sessionId: 's1', referenceId: 'r1', expiresAtMs: nowMs + 900_000 },
      }),
    finish: () => Promise.resolve(finished),
  };
}

const deps = (finished: FinishedCheck = { outcome: 'passed', method: 'AGE_ESTIMATION' }): FlowDeps => ({
  key: KEY,
  nowMs: NOW,
  provider: () => fakeProvider(finished),
  offered: ['yoti'],
});

const DAY_RULE: RegionRule = { policy: 'verify', lifetimeMinutes: 1440, perVisit: false };
const VISIT_RULE: RegionRule = { policy: 'verify', lifetimeMinutes: 60, perVisit: true };
const pendingCookie = () =>
  signPending({ provider: 'yoti', sessionId: 's1', referenceId: 'r1', expiresAtMs: NOW + 900_000 }, KEY, NOW);

describe('startCheck', () => {
  it('when the region verifies, then the provider page comes back with a pending cookie as long as the check', async () => {
    const started = await startCheck(access(DAY_RULE), undefined, () => 'http://app.test/return', deps());
    expect(started.redirectUrl).toBe('https://provider.test/?sessionId=s1');
    expect(started.cookieMaxAgeMs).toBe(900_000);
  });

  it('when no check is needed here, or the provider is not offered, then it is refused', async () => {
    await expect(startCheck(access({ policy: 'click' }), undefined, () => '', deps())).rejects.toBeInstanceOf(
      DomainError,
    );
    await expect(startCheck(access(DAY_RULE), 'oidc', () => '', deps())).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('finishCheck', () => {
  it('when the provider passes this browser’s check, then the proof holds only the allowed fields for the region’s lifetime', async () => {
    const result = await finishCheck(access(DAY_RULE), await pendingCookie(), {}, deps());
    if (result.outcome !== 'passed') throw new Error('expected a pass');
    expect(result.cookieMaxAgeMs).toBe(1440 * 60_000);
    const proof = await openProof(result.cookie, KEY, NOW);
    expect(proof).toEqual({
      result: 'over',
      threshold: 18,
      method: 'AGE_ESTIMATION',
      provider: 'yoti',
      region: 'GB',
      issuedAtMs: NOW,
      expiresAtMs: NOW + 1440 * 60_000,
    });
    const payload = JSON.parse(Buffer.from(result.cookie.split('.')[1] ?? '', 'base64url').toString()) as object;
    expect(Object.keys(payload).sort()).toEqual([
      'exp',
      'iat',
      'iss',
      'method',
      'provider',
      'region',
      'result',
      'threshold',
    ]);
  });

  it('when the region asks for a check per visit (France), then the proof cookie ends with the browser session', async () => {
    const result = await finishCheck(access(VISIT_RULE, 'FR'), await pendingCookie(), {}, deps());
    expect(result).toMatchObject({ outcome: 'passed', cookieMaxAgeMs: null });
  });

  it('when this browser has no pending check (another browser, or expired), then the outcome is expired', async () => {
    expect(await finishCheck(access(DAY_RULE), null, {}, deps())).toEqual({ outcome: 'expired' });
    const stale = await signPending(
      { provider: 'yoti', sessionId: 's1', referenceId: 'r1', expiresAtMs: NOW - 1 },
      KEY,
      NOW - 900_000,
    );
    expect(await finishCheck(access(DAY_RULE), stale, {}, deps())).toEqual({ outcome: 'expired' });
  });

  it('when the provider refuses, then no proof is made and the reason is kept', async () => {
    const refused = deps({ outcome: 'failed', refusal: 'status-failed' });
    expect(await finishCheck(access(DAY_RULE), await pendingCookie(), {}, refused)).toEqual({ outcome: 'failed' });
  });
});
