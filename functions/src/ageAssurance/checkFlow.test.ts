import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import type { AgeAccess } from './access.js';
import { finishCheck, startCheck, type FlowDeps, type PendingCheckStore } from './checkFlow.js';
import type { AgeProvider, FinishedCheck } from './provider.js';
import { openPending, openProof, signPending } from './proofToken.js';
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

/** The server's record in memory, as data/agePendingChecks.ts keeps it in Firestore. */
function memoryStore(): PendingCheckStore & { records: Map<string, { addressHash: string; expiresAtMs: number }> } {
  const records = new Map<string, { addressHash: string; expiresAtMs: number }>();
  const open = (nonce: string, addressHash: string, nowMs: number) => {
    const r = records.get(nonce);
    return r?.addressHash === addressHash && r.expiresAtMs > nowMs;
  };
  return {
    records,
    record: (nonce, addressHash, expiresAtMs) => Promise.resolve(void records.set(nonce, { addressHash, expiresAtMs })),
    isOpen: (nonce, addressHash, nowMs) => Promise.resolve(open(nonce, addressHash, nowMs)),
    consume: (nonce, addressHash, nowMs) => Promise.resolve(open(nonce, addressHash, nowMs) && records.delete(nonce)),
  };
}

let store = memoryStore();
beforeEach(() => {
  store = memoryStore();
});

const deps = (
  finished: FinishedCheck = { outcome: 'passed', method: 'AGE_ESTIMATION' },
  addressBucket = '203.0.113.7',
): FlowDeps => ({
  key: KEY,
  nowMs: NOW,
  provider: () => fakeProvider(finished),
  offered: ['yoti'],
  pendingChecks: store,
  addressBucket,
});

const DAY_RULE: RegionRule = { policy: 'verify', lifetimeMinutes: 1440, perVisit: false };
const VISIT_RULE: RegionRule = { policy: 'verify', lifetimeMinutes: 60, perVisit: true };
/** A check started from `deps()`'s address, as its browser's cookie holds it. */
const pendingCookie = async () =>
  (await startCheck(access(DAY_RULE), undefined, () => 'http://app.test/return', deps())).cookie;

describe('startCheck', () => {
  it('when the region verifies, then the provider page comes back with a pending cookie as long as the check', async () => {
    const started = await startCheck(access(DAY_RULE), undefined, () => 'http://app.test/return', deps());
    expect(started.redirectUrl).toBe('https://provider.test/?sessionId=s1');
    expect(started.cookieMaxAgeMs).toBe(900_000);
    const nonce = (await openPending(started.cookie, KEY, NOW))?.nonce ?? '';
    const record = store.records.get(nonce);
    expect(record?.expiresAtMs).toBe(NOW + 900_000);
    // Only a keyed hash of the address bucket is stored, never the address.
    expect(JSON.stringify(record)).not.toContain('203.0.113');
  });

  it('when the browser already holds a proof valid here, then no check starts (it would replace the proof)', async () => {
    const verified = { ...access(DAY_RULE), proof: { result: 'over' } as AgeAccess['proof'] };
    await expect(startCheck(verified, undefined, () => '', deps())).rejects.toMatchObject({ kind: 'conflict' });
    expect(store.records.size).toBe(0);
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
      'n'.repeat(22),
    );
    expect(await finishCheck(access(DAY_RULE), stale, {}, deps())).toEqual({ outcome: 'expired' });
  });

  it('when the pending cookie of a finished check comes back again, then it proves nothing more', async () => {
    const cookie = await pendingCookie();
    expect((await finishCheck(access(DAY_RULE), cookie, {}, deps())).outcome).toBe('passed');
    expect(await finishCheck(access(DAY_RULE), cookie, {}, deps())).toEqual({ outcome: 'expired' });
    const refusedFirst = await pendingCookie();
    expect(
      (await finishCheck(access(DAY_RULE), refusedFirst, {}, deps({ outcome: 'failed', refusal: 'x' }))).outcome,
    ).toBe('failed');
    expect(await finishCheck(access(DAY_RULE), refusedFirst, {}, deps())).toEqual({ outcome: 'expired' });
  });

  it('when two returns race with the same cookie, then only one becomes a proof', async () => {
    const cookie = await pendingCookie();
    const outcomes = await Promise.all([1, 2, 3].map(() => finishCheck(access(DAY_RULE), cookie, {}, deps())));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['expired', 'expired', 'passed']);
  });

  it('when the cookie comes back from another address bucket, then it proves nothing there and stays usable at home', async () => {
    const cookie = await pendingCookie();
    expect(await finishCheck(access(DAY_RULE), cookie, {}, deps(undefined, '198.51.100.9'))).toEqual({
      outcome: 'expired',
    });
    expect((await finishCheck(access(DAY_RULE), cookie, {}, deps())).outcome).toBe('passed');
  });

  it('when the provider is still processing, then the check stays open for "Check again"', async () => {
    const cookie = await pendingCookie();
    const processing = deps({ outcome: 'pending', refusal: 'status-in-progress' });
    expect(await finishCheck(access(DAY_RULE), cookie, {}, processing)).toEqual({ outcome: 'pending' });
    expect((await finishCheck(access(DAY_RULE), cookie, {}, deps())).outcome).toBe('passed');
  });

  it('when the provider refuses, then no proof is made and the reason is kept', async () => {
    const refused = deps({ outcome: 'failed', refusal: 'status-failed' });
    expect(await finishCheck(access(DAY_RULE), await pendingCookie(), {}, refused)).toEqual({ outcome: 'failed' });
  });
});
