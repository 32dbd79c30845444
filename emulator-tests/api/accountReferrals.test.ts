// POST /api/account/delete against the referral records: the rows that name the user in either role, the
// referral days found by exact id, and a referral left pending by a referrer who deleted their account.
import { createHash } from 'node:crypto';
import { API_PATHS } from '@shared/api/paths';
import { accountExportSchema } from '@shared/api/schemas/account';
import { COLLECTIONS } from '@shared/collections';
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../functions/src/domain/canonicalEmail.js';
import { createUser, uniqueEmail, type SignedIn } from '../support/auth.js';
import { userDocument } from '../support/userDocument.js';
import { adminDb, userData } from './support/admin.js';
import { call } from './support/http.js';
import { finishQualifyingSession } from './support/sessionRuns.js';

const db = () => adminDb();
const deleteAccount = (token: string) => call(API_PATHS.accountDelete, { method: 'POST', token });
const exportData = (token: string) => call(API_PATHS.accountExport, { token });
const claim = (token: string, referrerUid: string) =>
  call(API_PATHS.referralClaim, { token, body: { referrerUid }, method: 'POST' });

const referralEmailRow = (referrerUid: string, email: string) =>
  db()
    .collection(COLLECTIONS.referralEmails)
    .doc(
      createHash('sha256')
        .update(`${referrerUid}\n${canonicalEmail(email)}`)
        .digest('hex'),
    );

interface Person extends SignedIn {
  email: string;
}

async function person(prefix: string, withDocument = true): Promise<Person> {
  const email = uniqueEmail(prefix);
  const user = await createUser(email);
  if (withDocument) await db().collection(COLLECTIONS.users).doc(user.uid).set(userDocument());
  return { ...user, email };
}

describe('POST /api/account/delete and referral records', () => {
  it('when a referrer deletes their account, then the rows of people they referred go and none names them', async () => {
    const referrer = await person('del-referrer');
    const referred = await person('del-referred');
    expect(await claim(referred.idToken, referrer.uid)).toMatchObject({ status: 200 });
    const row = referralEmailRow(referrer.uid, referred.email);
    expect((await row.get()).data()).toMatchObject({ referrerUid: referrer.uid, referredUid: referred.uid });
    // Their export shows the row without the referred person's id.
    const file = accountExportSchema.parse((await exportData(referrer.idToken)).json);
    expect(file.parts.referralEmailsOfPeopleYouReferred?.documents).toEqual([
      { id: '(another account)', createdAt: expect.any(String) as string },
    ]);

    expect(await deleteAccount(referrer.idToken)).toMatchObject({ status: 200, json: { ok: true } });
    expect((await row.get()).exists).toBe(false);
    const naming = await db().collection(COLLECTIONS.referralEmails).where('referrerUid', '==', referrer.uid).get();
    expect(naming.empty).toBe(true);
    // The referred person's own referral record now names the deletion's random id.
    const referral = (await db().collection(COLLECTIONS.referrals).doc(referred.uid).get()).data();
    expect(referral?.referrerUid).toMatch(/^deleted-[0-9a-f-]{36}$/);
  });

  it('when a referrer deleted their account before the referral qualified, then no one is credited, while a live referrer is', async () => {
    const gone = await person('ghost-referrer');
    const live = await person('live-referrer', false);
    const ofGone = await person('ghost-referred');
    const ofLive = await person('live-referred');
    expect(await claim(ofGone.idToken, gone.uid)).toMatchObject({ status: 200 });
    expect(await claim(ofLive.idToken, live.uid)).toMatchObject({ status: 200 });
    expect(await deleteAccount(gone.idToken)).toMatchObject({ status: 200 });
    const pseudonym = String((await db().collection(COLLECTIONS.referrals).doc(ofGone.uid).get()).get('referrerUid'));
    expect(pseudonym).toMatch(/^deleted-/);

    await finishQualifyingSession(ofGone);
    await finishQualifyingSession(ofLive);
    // No users/deleted-… document, no audit entry, and the referral counts for no one.
    expect(await userData(pseudonym)).toBeUndefined();
    expect(await userData(gone.uid)).toBeUndefined();
    const audits = await db().collection(COLLECTIONS.auditEvents).where('uid', '==', pseudonym).get();
    expect(audits.empty).toBe(true);
    expect((await db().collection(COLLECTIONS.referrals).doc(ofGone.uid).get()).data()?.countedAt).toBeNull();
    // The honest path: a live referrer (even one whose users document the client has not made yet) counts.
    expect((await userData(live.uid))?.referralCount).toBe(1);
  });

  it('when a referrer is part-way through deletion, then a new claim naming them answers 404 and records nothing', async () => {
    const leaving = await person('leaving-referrer');
    await db().collection(COLLECTIONS.users).doc(leaving.uid).update({ deletionPseudonym: 'deleted-x' });
    const referred = await person('leaving-referred');
    expect((await claim(referred.idToken, leaving.uid)).status).toBe(404);
    expect((await db().collection(COLLECTIONS.referrals).doc(referred.uid).get()).exists).toBe(false);
    expect((await referralEmailRow(leaving.uid, referred.email).get()).exists).toBe(false);
  });

  it('when another uid starts with the user’s uid and "_", then deletion erases only the user’s own referral days', async () => {
    const user = await person('days');
    const days = db().collection(COLLECTIONS.referralDays);
    const own = days.doc(`${user.uid}_2026-01-02`);
    // The rows of a user whose (custom) uid is `${user.uid}_x`.
    const other = days.doc(`${user.uid}_x_2026-01-02`);
    await own.set({ count: 1 });
    await other.set({ count: 1 });
    const file = accountExportSchema.parse((await exportData(user.idToken)).json);
    expect(file.parts.referralDays?.documents.map((d) => d.id)).toEqual([own.id]);
    expect(await deleteAccount(user.idToken)).toMatchObject({ status: 200 });
    expect((await own.get()).exists).toBe(false);
    expect((await other.get()).exists).toBe(true);
  });
});
