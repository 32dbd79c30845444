import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { ADMIN_TARGET_MAX, AFFILIATE_RATE_DEFAULT_PCT, RATE_FIELD_MAX } from '@shared/constants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { AUTH_EMULATOR, DEMO_EMAIL, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/env.js';
import { userDocument } from '../support/userDocument.js';
import { adminAuth, adminDb, createAdmin } from './support/admin.js';
import { call, failure } from './support/http.js';

let admin: SignedIn;
let free: SignedIn;
beforeAll(async () => {
  [admin, free] = await Promise.all([createAdmin(), signIn(DEMO_EMAIL.free)]);
});

const assign = (token: string | undefined, body: unknown) =>
  call(API_PATHS.adminAssignAffiliate, { token, body, method: 'POST' });

describe('GET /api/admin/me', () => {
  it('when there is no token, then it answers 401', async () => {
    expect(await call(API_PATHS.adminMe)).toMatchObject(failure(401, 'Not signed in'));
  });
  it('when the caller has the admin claim, then admin is true; otherwise false', async () => {
    const seeded = await signIn(DEMO_EMAIL.admin);
    expect(await call(API_PATHS.adminMe, { token: seeded.idToken })).toMatchObject({
      status: 200,
      json: { admin: true },
    });
    expect(await call(API_PATHS.adminMe, { token: admin.idToken })).toMatchObject({
      status: 200,
      json: { admin: true },
    });
    expect(await call(API_PATHS.adminMe, { token: free.idToken })).toMatchObject({
      status: 200,
      json: { admin: false },
    });
  });
});

describe('GET /api/admin/stats', () => {
  it('when there is no token, then 401; when not an admin, then 403', async () => {
    expect(await call(API_PATHS.adminStats)).toMatchObject(failure(401, 'Not signed in'));
    expect(await call(API_PATHS.adminStats, { token: free.idToken })).toMatchObject(
      failure(403, 'Admins only.', 'adminsOnly'),
    );
  });

  it('when an admin asks, then it answers the four counts, and a new user raises two of them', async () => {
    const first = await call(API_PATHS.adminStats, { token: admin.idToken });
    expect(first.status).toBe(200);
    const before = first.json as Record<string, number>;
    expect(before).toMatchObject({ ok: true });
    for (const key of ['totalUsers', 'newUsers24h', 'premiumSales24h', 'referredUsers24h']) {
      expect(Number.isInteger(before[key])).toBe(true);
    }
    const users = (await adminDb().collection(COLLECTIONS.users).count().get()).data().count;
    expect(before.totalUsers).toBe(users);

    await adminDb().collection(COLLECTIONS.users).doc(`stats-${Date.now()}`).set(userDocument());
    await adminDb()
      .collection(COLLECTIONS.users)
      .doc(`old-${Date.now()}`)
      .set(userDocument({ createdAt: new Date(Date.now() - 3 * 86_400_000) }));
    const after = (await call(API_PATHS.adminStats, { token: admin.idToken })).json as Record<string, number>;
    expect(after.totalUsers).toBe((before.totalUsers ?? 0) + 2);
    expect(after.newUsers24h).toBe((before.newUsers24h ?? 0) + 1);
  });
});

describe('POST /api/admin/affiliates/assign', () => {
  it('when there is no token, then 401; when not an admin, then 403', async () => {
    expect(await assign(undefined, { target: free.uid })).toMatchObject(failure(401, 'Not signed in'));
    expect(await assign(free.idToken, { target: free.uid })).toMatchObject(failure(403, 'Admins only.', 'adminsOnly'));
  });

  it('when the input is invalid, then it answers 400 with the field message', async () => {
    expect(await assign(admin.idToken, { target: '  ' })).toMatchObject(
      failure(400, 'Enter a user id or email.', 'invalidRequest'),
    );
    expect(await assign(admin.idToken, { target: 'x'.repeat(ADMIN_TARGET_MAX + 1) })).toMatchObject(
      failure(400, `target must be ${ADMIN_TARGET_MAX} characters or fewer.`),
    );
    expect(await assign(admin.idToken, { target: free.uid, ratePct: '1'.repeat(RATE_FIELD_MAX + 1) })).toMatchObject(
      failure(400, `Rate must be ${RATE_FIELD_MAX} characters or fewer.`),
    );
  });

  it('when the target does not exist, then it answers 404', async () => {
    expect(await assign(admin.idToken, { target: 'nobody@nowhere.test' })).toMatchObject(
      failure(404, 'No user found with that id or email.', 'userNotFound'),
    );
    expect(await assign(admin.idToken, { target: 'noSuchUid123' })).toMatchObject(
      failure(404, 'No user found with that id or email.', 'userNotFound'),
    );
    expect(await assign(admin.idToken, { target: 'not a uid' })).toMatchObject(
      failure(404, 'No user found with that id or email.', 'userNotFound'),
    );
  });

  it('when assigning by email with a fractional rate, then the rate is parsed by the affiliate rule and the user sees it', async () => {
    const email = uniqueEmail('new-affiliate');
    const user = await createUser(email);
    expect(await assign(admin.idToken, { target: email.toUpperCase(), ratePct: '0.25' })).toMatchObject({
      status: 200,
      json: { ok: true, uid: user.uid, ratePct: 25 },
    });
    expect(await call(API_PATHS.affiliateMe, { token: user.idToken })).toMatchObject({
      status: 200,
      json: { ok: true, enabled: true, ratePct: 25, balanceCents: 0, refParam: user.uid },
    });
  });

  it.each([
    [undefined, AFFILIATE_RATE_DEFAULT_PCT],
    ['', AFFILIATE_RATE_DEFAULT_PCT],
    ['35%', 35],
    ['1', 100],
    ['150', 100],
    [12.4, 12],
  ])('when assigning by uid with rate %j, then the stored rate is %d', async (ratePct, expected) => {
    const user = await createUser(uniqueEmail('rate'));
    const res = await assign(
      admin.idToken,
      ratePct === undefined ? { target: user.uid } : { target: user.uid, ratePct },
    );
    expect(res).toMatchObject({ status: 200, json: { ok: true, uid: user.uid, ratePct: expected } });
  });

  it('when an affiliate is re-assigned, then the balance already earned is kept', async () => {
    const user = await createUser(uniqueEmail('keep-balance'));
    await assign(admin.idToken, { target: user.uid, ratePct: 10 });
    await adminDb().collection('affiliates').doc(user.uid).update({ balanceCents: 1234 });
    await assign(admin.idToken, { target: user.uid, ratePct: 20 });
    expect((await adminDb().collection('affiliates').doc(user.uid).get()).data()).toMatchObject({
      ratePct: 20,
      balanceCents: 1234,
      enabled: true,
    });
  });
});

describe('sessions that should end', () => {
  // The real CLI against the emulators, as an operator would run it.
  function makeAdmin(...args: string[]) {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const result = spawnSync('node', ['scripts/make-admin.mjs', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GCLOUD_PROJECT: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR).host,
        FIRESTORE_EMULATOR_HOST: `${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}`,
      },
    });
    expect(result.status, result.stderr).toBe(0);
  }

  async function nextSecond(): Promise<void> {
    // Revocation is recorded in whole seconds: let the clock pass the second the token was minted in.
    const start = Math.floor(Date.now() / 1000);
    await vi.waitUntil(() => Math.floor(Date.now() / 1000) > start, { timeout: 2000, interval: 50 });
  }

  it('when make-admin --revoke runs, then the ID token minted before it is refused by admin and money routes', async () => {
    const email = uniqueEmail('revoked');
    await createUser(email);
    makeAdmin(email);
    const before = await signIn(email);
    expect(await call(API_PATHS.adminStats, { token: before.idToken })).toMatchObject({ status: 200 });
    await nextSecond();
    makeAdmin(email, '--revoke');

    expect(await call(API_PATHS.adminStats, { token: before.idToken })).toMatchObject(failure(401, 'Not signed in'));
    expect(await call(API_PATHS.adminMe, { token: before.idToken })).toMatchObject(failure(401, 'Not signed in'));
    expect(await call(API_PATHS.purchaseLink, { token: before.idToken })).toMatchObject(failure(401, 'Not signed in'));
    expect(await call(API_PATHS.redeem, { token: before.idToken, body: { code: 'X' } })).toMatchObject(
      failure(401, 'Not signed in'),
    );

    // Signing in again works, without the admin role.
    await nextSecond();
    const after = await signIn(email);
    expect(await call(API_PATHS.adminStats, { token: after.idToken })).toMatchObject(
      failure(403, 'Admins only.', 'adminsOnly'),
    );
    expect(await call(API_PATHS.purchaseLink, { token: after.idToken })).toMatchObject({ status: 200 });
  });

  it('when an account is disabled, then its still-unexpired token is refused on money routes', async () => {
    const user = await createUser(uniqueEmail('disabled'));
    await adminAuth().updateUser(user.uid, { disabled: true });
    expect(await call(API_PATHS.purchaseLink, { token: user.idToken })).toMatchObject(failure(401, 'Not signed in'));
  });
});
