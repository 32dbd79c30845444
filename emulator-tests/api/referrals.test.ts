import { API_PATHS } from '@shared/api/paths';
import { REFERRALS_PER_REFERRER_PER_DAY } from '@shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { AUTH_EMULATOR, DEMO_EMAIL, PROJECT_ID } from '../support/env.js';
import { userData } from './support/admin.js';
import { call, failure } from './support/http.js';

/** Backdates an account in the Auth emulator (its admin credential may set createdAt). */
async function setCreatedAt(uid: string, createdAtMs: number): Promise<void> {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, createdAt: String(createdAtMs) }),
  });
  if (!res.ok) throw new Error(`accounts:update failed: ${res.status} ${await res.text()}`);
}

const claim = (token: string | undefined, body: unknown) =>
  call(API_PATHS.referralClaim, { token, body: body ?? {}, method: 'POST' });

describe('GET /api/referrals/info', () => {
  let referrer: SignedIn;
  beforeAll(async () => {
    referrer = await signIn(DEMO_EMAIL.free);
  });

  it('when the uid is a known user, then it answers their username without needing a token', async () => {
    const res = await call(API_PATHS.referralInfo, { query: { uid: referrer.uid } });
    expect(res).toMatchObject({ status: 200, json: { ok: true, name: 'free_demo' } });
  });
  it('when the uid is unknown, then it answers 404 with a message', async () => {
    expect(await call(API_PATHS.referralInfo, { query: { uid: 'nobody123' } })).toMatchObject(
      failure(404, 'This referral link is not valid.'),
    );
  });
  it('when the uid is missing or malformed, then it answers 400', async () => {
    expect(await call(API_PATHS.referralInfo)).toMatchObject(failure(400, 'uid is required.'));
    expect(await call(API_PATHS.referralInfo, { query: { uid: 'has space' } })).toMatchObject(
      failure(400, 'uid must be a valid user id.'),
    );
    expect(await call(API_PATHS.referralInfo, { query: { uid: '__name__' } })).toMatchObject(
      failure(400, 'uid must be a valid user id.'),
    );
  });
});

describe('POST /api/referrals/claim', () => {
  let referrer: SignedIn;
  beforeAll(async () => {
    referrer = await createUser(uniqueEmail('referrer'));
  });

  it('when there is no token, then it answers 401', async () => {
    expect(await claim(undefined, { referrerUid: referrer.uid })).toMatchObject(failure(401, 'Not signed in'));
  });
  it('when the token is not a valid ID token, then it answers 401', async () => {
    expect(await claim('not-a-token', { referrerUid: referrer.uid })).toMatchObject(failure(401, 'Not signed in'));
  });
  it('when the email is not verified, then it answers 403 and nothing changes', async () => {
    const user = await createUser(uniqueEmail('unverified'), { verified: false });
    expect(await claim(user.idToken, { referrerUid: referrer.uid })).toMatchObject(
      failure(403, 'Please verify your email first.'),
    );
    expect(await userData(user.uid)).toBeUndefined();
  });
  it('when the body lacks referrerUid, then it answers 400', async () => {
    const user = await createUser(uniqueEmail('nobody'));
    expect(await claim(user.idToken, {})).toMatchObject(failure(400, 'referrerUid is required.'));
  });
  it('when a user refers themselves, then it answers 400', async () => {
    expect(await claim(referrer.idToken, { referrerUid: referrer.uid })).toMatchObject(
      failure(400, 'You cannot refer yourself.'),
    );
  });
  it('when the referrer does not exist, then it answers 404', async () => {
    const user = await createUser(uniqueEmail('ghost'));
    expect(await claim(user.idToken, { referrerUid: 'ghostUid123' })).toMatchObject(
      failure(404, 'This referral link is not valid.'),
    );
  });

  it('when a verified user claims, then the referrer count rises once and a repeat is a no-op success', async () => {
    const before = await userData(referrer.uid);
    const user = await createUser(uniqueEmail('referred'));
    expect(await claim(user.idToken, { referrerUid: referrer.uid })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await claim(user.idToken, { referrerUid: referrer.uid })).toMatchObject({ status: 200, json: { ok: true } });
    const after = await userData(referrer.uid);
    expect(after?.referralCount).toBe(Number(before?.referralCount ?? 0) + 1);
    expect(await userData(user.uid)).toMatchObject({ referredBy: referrer.uid, premium: false, referralCount: 0 });
  });

  it('when an already referred user claims another referrer, then it answers 409', async () => {
    const other = await createUser(uniqueEmail('other'));
    const user = await createUser(uniqueEmail('twice'));
    await claim(user.idToken, { referrerUid: referrer.uid });
    expect(await claim(user.idToken, { referrerUid: other.uid })).toMatchObject(
      failure(409, 'You have already been referred by someone else.'),
    );
    expect((await userData(other.uid))?.referralCount).toBeUndefined();
  });

  it('when the same user sends 10 claims at once, then the referrer count rises by exactly 1', async () => {
    const target = await createUser(uniqueEmail('race-referrer'));
    const user = await createUser(uniqueEmail('race-user'));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => claim(user.idToken, { referrerUid: target.uid })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await userData(target.uid))?.referralCount).toBe(1);
  });

  it('when 5 users are referred, then the referrer becomes premium (and not at 4)', async () => {
    const target = await createUser(uniqueEmail('five'));
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(uniqueEmail(`five-${i}`))));
    for (const [i, user] of users.entries()) {
      expect((await claim(user.idToken, { referrerUid: target.uid })).status).toBe(200);
      const data = await userData(target.uid);
      expect(data?.referralCount).toBe(i + 1);
      expect(data?.premium).toBe(i + 1 >= 5);
    }
  });
});

describe('POST /api/referrals/claim refuses farming', () => {
  it('when an account older than 24 h claims, then it answers 403 and nothing changes, while a new one counts', async () => {
    const target = await createUser(uniqueEmail('age-referrer'));
    await setCreatedAt(target.uid, Date.now() - 10 * 24 * 3600_000);
    const old = await createUser(uniqueEmail('old-account'));
    await setCreatedAt(old.uid, Date.now() - 25 * 3600_000);
    expect(await claim(old.idToken, { referrerUid: target.uid })).toMatchObject(
      failure(403, 'Referral links only count for accounts created in the last 24 hours.'),
    );
    expect((await userData(target.uid))?.referralCount).toBeUndefined();
    expect((await userData(old.uid))?.referredBy).toBeUndefined();

    const fresh = await createUser(uniqueEmail('new-account'));
    expect(await claim(fresh.idToken, { referrerUid: target.uid })).toMatchObject({ status: 200, json: { ok: true } });
    expect((await userData(target.uid))?.referralCount).toBe(1);
  });

  it('when an account created before the referrer claims, then it answers 403 and nothing changes', async () => {
    const earlier = await createUser(uniqueEmail('earlier'));
    const target = await createUser(uniqueEmail('later-referrer'));
    await setCreatedAt(earlier.uid, Date.now() - 3600_000);
    expect(await claim(earlier.idToken, { referrerUid: target.uid })).toMatchObject(
      failure(403, 'Your account was created before the referrer joined, so this referral does not count.'),
    );
    expect((await userData(target.uid))?.referralCount).toBeUndefined();
  });

  it('when Gmail dot and +tag aliases of one inbox claim the same referrer, then only the first counts', async () => {
    const target = await createUser(uniqueEmail('gmail-referrer'));
    const stamp = `farm${Date.now().toString(36)}`;
    const first = await createUser(`${stamp}@gmail.com`);
    const dotted = await createUser(`${stamp.split('').join('.')}+2@gmail.com`);
    const googlemail = await createUser(`${stamp.toUpperCase()}+x@googlemail.com`);
    expect(await claim(first.idToken, { referrerUid: target.uid })).toMatchObject({ status: 200, json: { ok: true } });
    for (const alias of [dotted, googlemail]) {
      expect(await claim(alias.idToken, { referrerUid: target.uid })).toMatchObject(
        failure(409, 'A referral for this email address has already been counted.'),
      );
      expect((await userData(alias.uid))?.referredBy).toBeUndefined();
    }
    expect((await userData(target.uid))?.referralCount).toBe(1);
  });

  it(`when a referrer already has ${REFERRALS_PER_REFERRER_PER_DAY} referrals today, then the next claim answers 429 and nothing changes`, async () => {
    const target = await createUser(uniqueEmail('cap-referrer'));
    const users = await Promise.all(
      Array.from({ length: REFERRALS_PER_REFERRER_PER_DAY + 1 }, (_, i) => createUser(uniqueEmail(`cap-${i}`))),
    );
    for (const user of users.slice(0, REFERRALS_PER_REFERRER_PER_DAY)) {
      expect((await claim(user.idToken, { referrerUid: target.uid })).status).toBe(200);
    }
    const last = users[REFERRALS_PER_REFERRER_PER_DAY];
    expect(await claim(last?.idToken, { referrerUid: target.uid })).toMatchObject(
      failure(429, 'This referrer has reached today’s referral limit. Try again tomorrow.'),
    );
    expect((await userData(target.uid))?.referralCount).toBe(REFERRALS_PER_REFERRER_PER_DAY);
    expect((await userData(last?.uid ?? ''))?.referredBy).toBeUndefined();
  });
});
