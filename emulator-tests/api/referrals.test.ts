import { API_PATHS } from '@shared/api/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { userData } from './support/admin.js';
import { call, failure } from './support/http.js';

const claim = (token: string | undefined, body: unknown) =>
  call(API_PATHS.referralClaim, { token, body: body ?? {}, method: 'POST' });

describe('GET /api/referrals/info', () => {
  let referrer: SignedIn;
  beforeAll(async () => {
    referrer = await signIn('free@demo.test');
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
