import { API_PATHS } from '@shared/api/paths';
import { adminAuditResponseSchema, adminMediaHealthResponseSchema } from '@shared/api/adminHealth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { adminDb, createAdmin } from './support/admin.js';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { call, failure, ownRateWindow } from './support/http.js';
import { DEMO_EMAIL } from '../support/env.js';

let admin: SignedIn;
let free: SignedIn;
beforeAll(async () => {
  [admin, free] = await Promise.all([createAdmin(), signIn(DEMO_EMAIL.free)]);
});

async function auditNow() {
  const res = await call(API_PATHS.adminAudit, { token: admin.idToken });
  expect(res.status).toBe(200);
  return adminAuditResponseSchema.parse(res.json);
}

async function mediaHealthNow() {
  const res = await call(API_PATHS.adminMediaHealth, { token: admin.idToken });
  expect(res.status).toBe(200);
  return adminMediaHealthResponseSchema.parse(res.json);
}

describe.each([
  ['audit', API_PATHS.adminAudit],
  ['media health', API_PATHS.adminMediaHealth],
])('GET the admin %s', (_label, path) => {
  it('when there is no token, then 401; a forged token, 401; a signed-in non-admin, 403', async () => {
    expect(await call(path)).toMatchObject(failure(401, 'Not signed in'));
    expect(await call(path, { token: `${free.idToken.slice(0, -4)}AAAA` })).toMatchObject(
      failure(401, 'Not signed in'),
    );
    expect(await call(path, { token: free.idToken })).toMatchObject(failure(403, 'Admins only.', 'adminsOnly'));
  });
});

describe('GET /api/admin/audit', () => {
  it('when premium is granted and a referral, a postback and a flood are refused, then each kind counts once more', async () => {
    const before = await auditNow();
    const user = await createUser(uniqueEmail('audit'));

    // A grant: a fresh one-time code.
    const code = `AUDIT-${Date.now().toString(36).toUpperCase()}`;
    await adminDb().collection('redeem_codes').doc(code).set({ used: false });
    expect((await call(API_PATHS.redeem, { token: user.idToken, body: { code } })).status).toBe(200);
    // A refused referral: referring oneself.
    const self = await call(API_PATHS.referralClaim, { token: user.idToken, body: { referrerUid: user.uid } });
    expect(self.status).toBe(400);
    // A rejected postback: a wrong secret.
    const postback = await call(API_PATHS.contentLockerPostback, {
      query: { click: 'c'.repeat(20), txn: 'T-audit', status: 'approved', secret: 'wrong-secret' },
    });
    expect(postback.status).toBeGreaterThanOrEqual(400);
    // A rate-limit refusal: one redeem attempt past the per-user limit of a window of the test's own.
    const rateWindowStart = ownRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.redeem.perUser; i += 1) {
      statuses.push(
        (await call(API_PATHS.redeem, { token: user.idToken, body: { code: 'NOPE-0000' }, rateWindowStart })).status,
      );
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);

    const after = await auditNow();
    expect(after.counts.premium_grant).toBe(before.counts.premium_grant + 1);
    expect(after.counts.referral_refused).toBe(before.counts.referral_refused + 1);
    expect(after.counts.postback_rejected).toBe(before.counts.postback_rejected + 1);
    expect(after.counts.rate_limited).toBe(before.counts.rate_limited + 1);
    expect(after.recentRefusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'referral_refused', uid: user.uid }),
        expect.objectContaining({ kind: 'rate_limited', uid: user.uid, reason: 'redeem' }),
      ]),
    );
    // Never the secret or the token in what is stored.
    const stored = await adminDb().collection('audit_events').where('uid', '==', user.uid).get();
    const text = JSON.stringify(stored.docs.map((d) => d.data()));
    expect(text).not.toContain(user.idToken);
    const postbackEvents = await adminDb().collection('audit_events').where('kind', '==', 'postback_rejected').get();
    expect(JSON.stringify(postbackEvents.docs.map((d) => d.data()))).not.toContain('wrong-secret');
  });
});

describe('GET /api/admin/media-health', () => {
  it('when a listing page is fetched twice and a video resolved, then the sources show loads, hits and a last success', async () => {
    const query = { sub: 'AriaValeGallery', limit: '7', type: 'top', timeframe: 'week' };
    for (let i = 0; i < 2; i += 1) expect((await call(API_PATHS.listing, { query })).status).toBe(200);
    const health = await mediaHealthNow();
    const demo = health.sources.find((s) => s.provider === 'demo');
    expect(demo).toBeDefined();
    expect(demo?.lookups).toBeGreaterThanOrEqual(2);
    expect(demo?.loads).toBeGreaterThanOrEqual(1);
    expect(demo?.lastSuccessAt).not.toBeNull();
    expect(demo?.cacheHitRate).toBeGreaterThan(0);
    expect(demo?.errorRate).not.toBeNull();
  });
});
