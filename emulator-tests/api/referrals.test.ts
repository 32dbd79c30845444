import { API_PATHS } from '@shared/api/paths';
import {
  REFERRAL_QUALIFYING_MIN_SHOWN,
  REFERRAL_QUALIFYING_SESSION_MS,
  REFERRALS_FOR_PREMIUM,
  REFERRALS_PER_REFERRER_PER_DAY,
  SESSION_HEARTBEAT_MAX_GAP_MS,
  SESSION_RUN_MAX_MS,
} from '@shared/constants';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { COLLECTIONS } from '@shared/collections';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { AUTH_EMULATOR, DEMO_EMAIL, PROJECT_ID } from '../support/env.js';
import { adminDb, userData } from './support/admin.js';
import { call, failure, ownRateWindow, randomIp } from './support/http.js';
import {
  ageRun,
  beatRun,
  finishQualifyingSession,
  finishRun,
  listForRun,
  runDoc,
  startedRun,
  startRun,
} from './support/sessionRuns.js';

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
const countOf = async (uid: string) => (await userData(uid))?.referralCount;

describe('GET /api/referrals/info', () => {
  let referrer: SignedIn;
  beforeAll(async () => {
    referrer = await signIn(DEMO_EMAIL.free);
  });

  it('when the uid is a known user, then it answers their username without needing a token', async () => {
    const res = await call(API_PATHS.referralInfo, { query: { uid: referrer.uid } });
    expect(res).toMatchObject({ status: 200, json: { ok: true, name: 'free_demo' } });
  });
  it("when the referrer's free-text name impersonates staff, then it answers no name; a presentable username shows", async () => {
    const impostor = await createUser(uniqueEmail('impostor'));
    const nameOf = async () => (await call(API_PATHS.referralInfo, { query: { uid: impostor.uid } })).json;
    // What any client may do to its own account: Auth's profile, then its users document (firestore.rules allow it).
    const profile = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: impostor.idToken, displayName: 'StarSession Support' }),
    });
    expect(profile.ok).toBe(true);
    expect(await nameOf()).toEqual({ ok: true, name: null });
    const doc = adminDb().collection(COLLECTIONS.users).doc(impostor.uid);
    await doc.set({ displayName: 'StarSession Support' }, { merge: true });
    expect(await nameOf()).toEqual({ ok: true, name: null });
    await doc.set({ username: 'starsession_support' }, { merge: true });
    expect(await nameOf()).toEqual({ ok: true, name: null });
    await doc.set({ username: 'jane_doe' }, { merge: true });
    expect(await nameOf()).toEqual({ ok: true, name: 'jane_doe' });
  });
  it('when the uid is unknown, then it answers 404 with a message', async () => {
    expect(await call(API_PATHS.referralInfo, { query: { uid: 'nobody123' } })).toMatchObject(
      failure(404, 'This referral link is not valid.'),
    );
  });
  it("when one client looks up random uids, then it meets 429 within its budget, while a visitor's one look-up answers", async () => {
    const { perIp } = RATE_LIMITS.referralInfo;
    const rateWindowStart = ownRateWindow();
    const ip = randomIp();
    expect(await call(API_PATHS.referralInfo, { ip, rateWindowStart, query: { uid: referrer.uid } })).toMatchObject({
      status: 200,
    });
    const statuses: number[] = [];
    for (let i = 1; i <= perIp; i += 1) {
      statuses.push(
        (
          await call(API_PATHS.referralInfo, {
            ip,
            rateWindowStart,
            query: { uid: `guess${Date.now().toString(36)}${i}` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, perIp - 1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another visitor is not held back by that client.
    expect(await call(API_PATHS.referralInfo, { query: { uid: referrer.uid } })).toMatchObject({ status: 200 });
  });

  it('when a signed-in user guesses from many addresses, then the per-user budget answers 429', async () => {
    const { perUser } = RATE_LIMITS.referralInfo;
    const rateWindowStart = ownRateWindow();
    const guesser = await createUser(uniqueEmail('guesser'));
    const statuses: number[] = [];
    for (let i = 0; i <= perUser; i += 1) {
      const query = { uid: i === 0 ? referrer.uid : `guess${Date.now().toString(36)}${i}` };
      statuses.push((await call(API_PATHS.referralInfo, { token: guesser.idToken, rateWindowStart, query })).status);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
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

  it('when a verified user claims, then the referral is recorded once and a repeat is a no-op success', async () => {
    const target = await createUser(uniqueEmail('claim-referrer'));
    const user = await createUser(uniqueEmail('referred'));
    expect(await claim(user.idToken, { referrerUid: target.uid })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await claim(user.idToken, { referrerUid: target.uid })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await userData(user.uid)).toMatchObject({ referredBy: target.uid, premium: false, referralCount: 0 });
    const recorded = await adminDb().collection(COLLECTIONS.referrals).doc(user.uid).get();
    expect(recorded.data()).toMatchObject({ referrerUid: target.uid, countedAt: null });
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
    await finishQualifyingSession(user);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => claim(user.idToken, { referrerUid: target.uid })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await countOf(target.uid)).toBe(1);
  });

  it(`when ${REFERRALS_FOR_PREMIUM} referred users (claimed over several days) finish a qualifying session, then the referrer becomes premium (and not before)`, async () => {
    const target = await createUser(uniqueEmail('five'));
    const users = await Promise.all(
      Array.from({ length: REFERRALS_FOR_PREMIUM }, (_, i) => createUser(uniqueEmail(`five-${i}`))),
    );
    // Today's claims go through the API; the daily cap means the rest were recorded on earlier days.
    for (const [i, user] of users.entries()) {
      if (i < REFERRALS_PER_REFERRER_PER_DAY) {
        expect((await claim(user.idToken, { referrerUid: target.uid })).status).toBe(200);
      } else {
        const createdAt = Timestamp.fromMillis(Date.now() - (i + 1) * 86_400_000);
        await adminDb()
          .collection(COLLECTIONS.referrals)
          .doc(user.uid)
          .set({ referrerUid: target.uid, createdAt, countedAt: null });
      }
    }
    expect(await countOf(target.uid)).toBeUndefined();
    for (const [i, user] of users.entries()) {
      await finishQualifyingSession(user);
      const data = await userData(target.uid);
      expect(data?.referralCount).toBe(i + 1);
      expect(data?.premium).toBe(i + 1 >= REFERRALS_FOR_PREMIUM);
    }
  });
});

const RUN_ENDED = 'This session is no longer running. Start a new one.';
const NO_RUN = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('POST /api/sessions/start, /heartbeat and /finish: a referral counts after a session that played', () => {
  it('when there is no token, then all three answer 401, and so does a listing page naming a run', async () => {
    expect(await startRun(undefined)).toMatchObject(failure(401, 'Not signed in'));
    expect(await beatRun(undefined, { runId: NO_RUN, shown: 1 })).toMatchObject(failure(401, 'Not signed in'));
    expect(await finishRun(undefined, { runId: NO_RUN, shown: 1 })).toMatchObject(failure(401, 'Not signed in'));
    expect(await listForRun(undefined, NO_RUN)).toMatchObject(failure(401, 'Not signed in'));
  });

  it('when a heartbeat or finish has no run id or a bad count, then it answers 400', async () => {
    const user = await createUser(uniqueEmail('beat-400'));
    expect(await beatRun(user.idToken, {})).toMatchObject(failure(400, 'runId is required.'));
    expect(await finishRun(user.idToken, { runId: 'x', shown: 1 })).toMatchObject(
      failure(400, 'runId must be the id of a session run this server started.'),
    );
    expect(await beatRun(user.idToken, { runId: NO_RUN, shown: -1 })).toMatchObject(
      failure(400, 'shown must be at least 0.'),
    );
    expect(await listForRun(user.idToken, 'x')).toMatchObject(
      failure(400, 'run must be the id of a session run this server started.'),
    );
  });

  it('when the referred user ends a session early, then nothing counts; when one plays the qualifying time, then the referral counts once', async () => {
    const target = await createUser(uniqueEmail('qualify-referrer'));
    const user = await createUser(uniqueEmail('qualify-user'));
    expect((await claim(user.idToken, { referrerUid: target.uid })).status).toBe(200);
    expect(await countOf(target.uid)).toBeUndefined();

    const unstarted = await finishRun(user.idToken, { runId: NO_RUN, shown: 0 });
    expect(unstarted).toMatchObject({ status: 200, json: { ok: true, qualified: false } });
    const runId = await startedRun(user);
    expect(await finishRun(user.idToken, { runId, shown: 3 })).toMatchObject({ json: { ok: true, qualified: false } });
    expect(await countOf(target.uid)).toBeUndefined();

    await finishQualifyingSession(user);
    expect(await countOf(target.uid)).toBe(1);
    await finishQualifyingSession(user);
    expect(await countOf(target.uid)).toBe(1);
  });

  it('when a run is started, left silent for the qualifying time and finished, then nothing counts', async () => {
    const target = await createUser(uniqueEmail('silent-referrer'));
    const user = await createUser(uniqueEmail('silent-user'));
    expect((await claim(user.idToken, { referrerUid: target.uid })).status).toBe(200);
    const runId = await startedRun(user);
    // Before: only the start's time was compared with the finish's.
    await runDoc(user.uid).update({ startedAt: Timestamp.fromMillis(Date.now() - REFERRAL_QUALIFYING_SESSION_MS) });
    const shown = REFERRAL_QUALIFYING_MIN_SHOWN;
    expect(await finishRun(user.idToken, { runId, shown })).toMatchObject({ json: { ok: true, qualified: false } });
    expect(await countOf(target.uid)).toBeUndefined();
    expect((await runDoc(user.uid).get()).data()?.qualifiedAt).toBeUndefined();
  });

  it('when heartbeats report media but no listing was served to the run, then nothing counts', async () => {
    const user = await createUser(uniqueEmail('unlisted-user'));
    const runId = await startedRun(user);
    // A page asked for without the run (as a shared cache would answer it) is not served to the run.
    expect(
      await call(API_PATHS.listing, { query: { sub: 'AriaValeGallery', type: 'hot', limit: '20' } }),
    ).toMatchObject({
      status: 200,
    });
    const played = REFERRAL_QUALIFYING_SESSION_MS - 20_000;
    await ageRun(user.uid, { startedAgoMs: played + 60_000, playedMs: played, lastBeatAgoMs: 60_000 });
    expect(await beatRun(user.idToken, { runId, shown: 500 })).toMatchObject({ status: 200 });
    expect((await runDoc(user.uid).get()).data()).toMatchObject({ listed: 0, shown: 0 });
    expect(await finishRun(user.idToken, { runId, shown: 500 })).toMatchObject({
      json: { ok: true, qualified: false },
    });
  });

  it('when the heartbeats stop for longer than the allowed gap, then that silence is not played time', async () => {
    const user = await createUser(uniqueEmail('gap-user'));
    const runId = await startedRun(user);
    expect(await listForRun(user.idToken, runId)).toMatchObject({ status: 200 });
    const played = REFERRAL_QUALIFYING_SESSION_MS - 20_000;
    const silence = SESSION_HEARTBEAT_MAX_GAP_MS + 5_000;
    await ageRun(user.uid, { startedAgoMs: played + silence, playedMs: played, lastBeatAgoMs: silence });
    const shown = REFERRAL_QUALIFYING_MIN_SHOWN;
    expect(await beatRun(user.idToken, { runId, shown })).toMatchObject({ status: 200 });
    expect((await runDoc(user.uid).get()).data()?.playedMs).toBe(played);
    expect(await finishRun(user.idToken, { runId, shown })).toMatchObject({ json: { ok: true, qualified: false } });
  });

  it('when a run that played enough lasted longer than the cap from start to finish, then nothing counts', async () => {
    const user = await createUser(uniqueEmail('cap-run-user'));
    const runId = await startedRun(user);
    expect(await listForRun(user.idToken, runId)).toMatchObject({ status: 200 });
    const played = REFERRAL_QUALIFYING_SESSION_MS;
    await ageRun(user.uid, { startedAgoMs: SESSION_RUN_MAX_MS + 60_000, playedMs: played, lastBeatAgoMs: 60_000 });
    const shown = REFERRAL_QUALIFYING_MIN_SHOWN;
    expect(await beatRun(user.idToken, { runId, shown })).toMatchObject({ status: 200 });
    expect(await finishRun(user.idToken, { runId, shown })).toMatchObject({ json: { ok: true, qualified: false } });
  });

  it('when a run has played and shown enough, then its later heartbeats and listings write nothing, and its finish still counts', async () => {
    const user = await createUser(uniqueEmail('settled-run-user'));
    const runId = await startedRun(user);
    expect(await listForRun(user.idToken, runId)).toMatchObject({ status: 200 });
    const played = REFERRAL_QUALIFYING_SESSION_MS;
    await ageRun(user.uid, { startedAgoMs: played + 60_000, playedMs: played, lastBeatAgoMs: 60_000 });
    const shown = REFERRAL_QUALIFYING_MIN_SHOWN;
    expect(await beatRun(user.idToken, { runId, shown })).toMatchObject({ status: 200 });
    const settled = await runDoc(user.uid).get();
    expect(settled.data()).toMatchObject({ shown });

    expect(await beatRun(user.idToken, { runId, shown: shown + 3 })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await listForRun(user.idToken, runId)).toMatchObject({ status: 200 });
    const after = await runDoc(user.uid).get();
    expect(after.updateTime?.isEqual(settled.updateTime ?? Timestamp.fromMillis(0))).toBe(true);
    expect(await finishRun(user.idToken, { runId, shown: shown + 3 })).toMatchObject({
      json: { ok: true, qualified: true },
    });
  });

  it('when a heartbeat or finish names a replaced run, then it is refused and the current run is untouched', async () => {
    const user = await createUser(uniqueEmail('stale-run-user'));
    const first = await startedRun(user);
    const second = await startedRun(user);
    expect(await beatRun(user.idToken, { runId: first, shown: 1 })).toMatchObject(failure(409, RUN_ENDED));
    expect(await listForRun(user.idToken, first)).toMatchObject({ status: 200 });
    expect(await finishRun(user.idToken, { runId: first, shown: 1 })).toMatchObject({ json: { qualified: false } });
    expect((await runDoc(user.uid).get()).data()).toMatchObject({ runId: second, listed: 0, shown: 0 });
    const other = await createUser(uniqueEmail('other-run-user'));
    expect(await beatRun(other.idToken, { runId: second, shown: 1 })).toMatchObject(failure(409, RUN_ENDED));
  });

  it('when one user sends heartbeats faster than a session does, then they write nothing and add no played time', async () => {
    const user = await createUser(uniqueEmail('beat-flood'));
    const runId = await startedRun(user);
    const before = await runDoc(user.uid).get();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await beatRun(user.idToken, { runId, shown: i })).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const after = await runDoc(user.uid).get();
    expect(after.updateTime?.isEqual(before.updateTime ?? Timestamp.fromMillis(0))).toBe(true);
    expect(after.data()).toMatchObject({ playedMs: 0, shown: 0 });
  });

  it('when the user finished a qualifying session before claiming, then the claim counts at once', async () => {
    const target = await createUser(uniqueEmail('early-referrer'));
    const user = await createUser(uniqueEmail('early-user'));
    await finishQualifyingSession(user);
    expect((await claim(user.idToken, { referrerUid: target.uid })).status).toBe(200);
    expect(await countOf(target.uid)).toBe(1);
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
    expect((await userData(fresh.uid))?.referredBy).toBe(target.uid);
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
    for (const user of [first, dotted, googlemail]) await finishQualifyingSession(user);
    expect(await countOf(target.uid)).toBe(1);
  });

  it('when five +tag aliases of one Outlook inbox claim the same referrer, then they count once', async () => {
    const target = await createUser(uniqueEmail('outlook-referrer'));
    const stamp = `me${Date.now().toString(36)}`;
    const aliases = [];
    for (let i = 1; i <= 5; i += 1) aliases.push(await createUser(`${stamp}+${i}@outlook.com`));
    const statuses = [];
    for (const alias of aliases) statuses.push((await claim(alias.idToken, { referrerUid: target.uid })).status);
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const alias of aliases) await finishQualifyingSession(alias);
    expect(await userData(target.uid)).toMatchObject({ referralCount: 1, premium: false });
  });

  it('when a Yahoo "-keyword" alias claims after its base address, then it is refused while another person counts', async () => {
    const target = await createUser(uniqueEmail('yahoo-referrer'));
    const stamp = `base${Date.now().toString(36)}`;
    const base = await createUser(`${stamp}@yahoo.com`);
    const alias = await createUser(`${stamp}-farm@yahoo.com`);
    const someoneElse = await createUser(`other${stamp}@yahoo.com`);
    expect((await claim(base.idToken, { referrerUid: target.uid })).status).toBe(200);
    expect(await claim(alias.idToken, { referrerUid: target.uid })).toMatchObject(
      failure(409, 'A referral for this email address has already been counted.'),
    );
    expect((await claim(someoneElse.idToken, { referrerUid: target.uid })).status).toBe(200);
  });

  it('when an account at a disposable-mail domain claims, then it answers 403 and nothing changes, while a kept address counts', async () => {
    const target = await createUser(uniqueEmail('disposable-referrer'));
    const throwaway = await createUser(`x${Date.now().toString(36)}@mailinator.com`);
    expect(await claim(throwaway.idToken, { referrerUid: target.uid })).toMatchObject(
      failure(403, 'Referrals do not count for disposable email addresses. Sign up with an address you keep.'),
    );
    expect((await userData(throwaway.uid))?.referredBy).toBeUndefined();

    const kept = await createUser(uniqueEmail('kept'));
    expect((await claim(kept.idToken, { referrerUid: target.uid })).status).toBe(200);
    expect((await userData(kept.uid))?.referredBy).toBe(target.uid);
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
    const recorded = await adminDb().collection(COLLECTIONS.referrals).where('referrerUid', '==', target.uid).get();
    expect(recorded.size).toBe(REFERRALS_PER_REFERRER_PER_DAY);
    expect((await userData(last?.uid ?? ''))?.referredBy).toBeUndefined();
  });
});
