import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@shared/api/paths';
import { affiliateMeResponseSchema } from '@shared/api/schemas/affiliates';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail } from '../support/auth.js';
import { COLLECTIONS } from '@shared/collections';
import { adminAuth, adminDb, createAdmin } from './support/admin.js';
import { call, failure } from './support/http.js';
import { AUTH_EMULATOR, DEMO_EMAIL, FIRESTORE_EMULATOR, PROJECT_ID } from '../support/env.js';

describe('GET /api/affiliates/me', () => {
  it('when there is no token, then it answers 401', async () => {
    expect(await call(API_PATHS.affiliateMe)).toMatchObject(failure(401, 'Not signed in'));
  });

  it('when the user is not an affiliate, then it answers disabled with the default rate and no link', async () => {
    const user = await createUser(uniqueEmail('not-affiliate'));
    expect(await call(API_PATHS.affiliateMe, { token: user.idToken })).toMatchObject({
      status: 200,
      json: { ok: true, enabled: false, ratePct: 10, balanceCents: 0, refParam: null },
    });
  });

  it('when the seeded affiliate asks, then it answers enabled at 10 % with their bare uid as the ref param', async () => {
    const affiliate = await signIn(DEMO_EMAIL.affiliate);
    const res = await call(API_PATHS.affiliateMe, { token: affiliate.idToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, enabled: true, ratePct: 10, refParam: affiliate.uid });
    // The shared schema is the contract the web client parses with.
    expect(affiliateMeResponseSchema.safeParse(res.json).success).toBe(true);
    expect(Number.isInteger((res.json as { balanceCents: number }).balanceCents)).toBe(true);
  });

  it("when a visitor follows an affiliate's refParam, then it sets the referrer like a referral link", async () => {
    // A fresh affiliate: the seeded one's daily referral cap belongs to the purchase tests.
    const name = `aff_${Date.now().toString(36)}`;
    const affiliate = await createUser(uniqueEmail('fresh-affiliate'));
    // The banner names a referrer by their claimed username only (never a free-text display name).
    await adminDb().collection(COLLECTIONS.users).doc(affiliate.uid).set({ username: name }, { merge: true });
    const admin = await createAdmin();
    const body = { target: affiliate.uid, ratePct: 10 };
    expect((await call(API_PATHS.adminAssignAffiliate, { method: 'POST', token: admin.idToken, body })).status).toBe(
      200,
    );
    const { refParam } = (await call(API_PATHS.affiliateMe, { token: affiliate.idToken })).json as { refParam: string };
    const referrerUid = refParam;
    expect(await call(API_PATHS.referralInfo, { query: { uid: referrerUid } })).toMatchObject({
      status: 200,
      json: { ok: true, name },
    });
    const visitor = await createUser(uniqueEmail('ref-visitor'));
    expect((await call(API_PATHS.referralClaim, { token: visitor.idToken, body: { referrerUid } })).status).toBe(200);
  });
});

describe('POST /api/admin/affiliates/assign refuses squatters', () => {
  it('when the email belongs to an account that never verified it, then it answers 409 and grants nothing, while a verified one is granted', async () => {
    const admin = await createAdmin();
    const squatted = uniqueEmail('squatted');
    const squatter = await createUser(squatted, { verified: false });
    const assign = (target: string) =>
      call(API_PATHS.adminAssignAffiliate, { method: 'POST', token: admin.idToken, body: { target, ratePct: 50 } });
    for (const target of [squatted, squatter.uid]) {
      expect(await assign(target)).toMatchObject(
        failure(
          409,
          'That account has not verified its email address. Roles go only to verified accounts: ask its owner to verify first.',
        ),
      );
    }
    expect((await adminDb().collection(COLLECTIONS.affiliates).doc(squatter.uid).get()).exists).toBe(false);

    const ownerEmail = uniqueEmail('verified-owner');
    const owner = await createUser(ownerEmail);
    expect(await assign(ownerEmail)).toMatchObject({ status: 200, json: { ok: true, uid: owner.uid, ratePct: 50 } });
  });
});

describe('npm run make-admin refuses squatters', () => {
  // The real CLI against the emulators, as an operator would run it.
  function makeAdmin(target: string) {
    return spawnSync('node', ['scripts/make-admin.mjs', target], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      encoding: 'utf8',
      env: {
        ...process.env,
        GCLOUD_PROJECT: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR).host,
        FIRESTORE_EMULATOR_HOST: `${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}`,
      },
    });
  }

  it('when the email was registered without verifying it, then it exits 1 with the reason and grants nothing, while a verified one is made admin', async () => {
    const squatted = uniqueEmail('admin-squatted');
    const squatter = await createUser(squatted, { verified: false });
    const refused = makeAdmin(squatted);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('That account has not verified its email address.');
    expect((await adminAuth().getUser(squatter.uid)).customClaims?.admin).toBeUndefined();

    const ownerEmail = uniqueEmail('admin-owner');
    const owner = await createUser(ownerEmail);
    const granted = makeAdmin(ownerEmail);
    expect(granted.status, granted.stderr).toBe(0);
    expect((await adminAuth().getUser(owner.uid)).customClaims?.admin).toBe(true);
  });
});
