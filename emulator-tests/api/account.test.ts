// POST /api/account/consent, GET /api/account/export, POST /api/account/delete: each refusal next to the honest path.
import { createHash } from 'node:crypto';
import { API_PATHS } from '@shared/api/paths';
import { SIGN_IN_AGAIN } from '@shared/api/messages';
import { accountExportSchema } from '@shared/api/schemas/account';
import { COLLECTIONS } from '@shared/collections';
import { POLICY_VERSION, RECENT_SIGN_IN_MAX_AGE_MS } from '@shared/constants';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../functions/src/domain/canonicalEmail.js';
import { createUser, signedInAgo, uniqueEmail, type SignedIn } from '../support/auth.js';
import { userDocument } from '../support/userDocument.js';
import { adminAuth, adminDb, userData } from './support/admin.js';
import { call, failure } from './support/http.js';

const db = () => adminDb();
const consent = (token: string | undefined, body: unknown) =>
  call(API_PATHS.accountConsent, { method: 'POST', token, body });
const exportData = (token: string | undefined) => call(API_PATHS.accountExport, { token });
const deleteAccount = (token: string | undefined) => call(API_PATHS.accountDelete, { method: 'POST', token });

function referralEmailId(referrerUid: string, email: string): string {
  return createHash('sha256')
    .update(`${referrerUid}\n${canonicalEmail(email)}`)
    .digest('hex');
}

interface Person extends SignedIn {
  email: string;
  username: string;
}

const BLOCKLIST = { words: 'dusk', communities: 'palette_club', creators: '', mediaTypes: ['gif'] };

/** A user with something in every part: username, favourite, referral by `referrer`, a purchase, an audit entry. */
async function personWithData(referrer: SignedIn): Promise<Person> {
  const email = uniqueEmail('rights');
  const user = await createUser(email);
  const username = `r_${user.uid.slice(0, 12).toLowerCase()}`;
  const batch = db().batch();
  batch.set(
    db().collection(COLLECTIONS.users).doc(user.uid),
    userDocument({
      displayName: 'Rights Person',
      username,
      premium: true,
      referredBy: referrer.uid,
      blocklist: BLOCKLIST,
      locale: 'fr',
    }),
  );
  batch.set(db().collection(COLLECTIONS.usernames).doc(username), { uid: user.uid, createdAt: new Date() });
  batch.set(db().collection(COLLECTIONS.users).doc(user.uid).collection(COLLECTIONS.favorites).doc('fav1'), {
    id: 'fav1',
    type: 'image',
    srcUrl: 'https://example.test/a.jpg',
    source: 'forum',
    createdAt: new Date(),
  });
  batch.set(db().collection(COLLECTIONS.referrals).doc(user.uid), {
    referrerUid: referrer.uid,
    createdAt: Timestamp.now(),
    countedAt: Timestamp.now(),
  });
  // The shape claimReferral writes (functions/src/domain/referrals.ts).
  batch.set(db().collection(COLLECTIONS.referralEmails).doc(referralEmailId(referrer.uid, email)), {
    referrerUid: referrer.uid,
    referredUid: user.uid,
    createdAt: Timestamp.now(),
  });
  batch.set(db().collection(COLLECTIONS.sessionRuns).doc(user.uid), { qualifiedAt: Timestamp.now() });
  batch.set(db().collection(COLLECTIONS.purchases).doc(`test_${user.uid}`), {
    processor: 'test',
    saleId: user.uid,
    uid: user.uid,
    amountCents: 999,
    currency: 'EUR',
    status: 'paid',
    referrerUid: null,
    commissionCents: 0,
  });
  batch.set(db().collection(COLLECTIONS.auditEvents).doc(), {
    kind: 'premium_grant',
    uid: user.uid,
    reason: 'code',
    at: Timestamp.now(),
    expiresAt: Timestamp.now(),
  });
  batch.update(db().collection(COLLECTIONS.users).doc(referrer.uid), { referralCount: FieldValue.increment(1) });
  await batch.commit();
  return { ...user, email, username };
}

async function newReferrer(): Promise<SignedIn> {
  const referrer = await createUser(uniqueEmail('referrer'));
  await db().collection(COLLECTIONS.users).doc(referrer.uid).set(userDocument());
  return referrer;
}

async function authUserExists(uid: string): Promise<boolean> {
  return adminAuth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );
}

async function expectErased(person: Person, referrer: SignedIn): Promise<string> {
  expect(await authUserExists(person.uid)).toBe(false);
  expect(await userData(person.uid)).toBeUndefined();
  const favs = await db().collection(COLLECTIONS.users).doc(person.uid).collection(COLLECTIONS.favorites).get();
  expect(favs.empty).toBe(true);
  expect((await db().collection(COLLECTIONS.usernames).doc(person.username).get()).exists).toBe(false);
  expect((await db().collection(COLLECTIONS.referrals).doc(person.uid).get()).exists).toBe(false);
  expect((await db().collection(COLLECTIONS.sessionRuns).doc(person.uid).get()).exists).toBe(false);
  const audits = await db().collection(COLLECTIONS.auditEvents).where('uid', '==', person.uid).get();
  expect(audits.empty).toBe(true);
  // The referrer keeps the count the referral gave them.
  expect((await userData(referrer.uid))?.referralCount).toBe(1);
  // The payment record stays, naming a random id instead of the uid.
  const purchase = (await db().collection(COLLECTIONS.purchases).doc(`test_${person.uid}`).get()).data();
  expect(purchase).toMatchObject({ amountCents: 999, status: 'paid' });
  expect(purchase?.uid).toMatch(/^deleted-[0-9a-f-]{36}$/);
  return purchase?.uid as string;
}

describe('POST /api/account/consent', () => {
  it('when no token is sent, then it answers 401 and records nothing', async () => {
    expect(await consent(undefined, { policyVersion: POLICY_VERSION })).toMatchObject(
      failure(401, 'Not signed in', 'notSignedIn'),
    );
  });

  it.each([[{}], [{ policyVersion: 42 }], [{ policyVersion: 'x'.repeat(41) }], [['2026']], ['text']])(
    'when the body is %j, then it answers 400 and records nothing',
    async (body) => {
      const user = await createUser(uniqueEmail('consent'));
      expect((await consent(user.idToken, body)).status).toBe(400);
      expect(await userData(user.uid)).toBeUndefined();
    },
  );

  it('when the version is not the current one, then it answers 409 and records nothing', async () => {
    const user = await createUser(uniqueEmail('consent'));
    const res = await consent(user.idToken, { policyVersion: '2001-01-01' });
    expect(res.status).toBe(409);
    expect(await userData(user.uid)).toBeUndefined();
  });

  it('when the current version is sent, then the server records its own time and the version, once', async () => {
    const user = await createUser(uniqueEmail('consent'));
    const before = Date.now();
    expect(await consent(user.idToken, { policyVersion: POLICY_VERSION })).toMatchObject({ status: 200 });
    const stored = await userData(user.uid);
    expect(stored?.consentPolicyVersion).toBe(POLICY_VERSION);
    const first = (stored?.consentedAt as Timestamp).toMillis();
    expect(first).toBeGreaterThanOrEqual(before - 5000);
    // The document the client creates next still fits its rules: the shared new-user fields came with it.
    expect(stored).toMatchObject({ premium: false, referralCount: 0 });
    await consent(user.idToken, { policyVersion: POLICY_VERSION });
    expect(((await userData(user.uid))?.consentedAt as Timestamp).toMillis()).toBe(first);
  });
});

describe('GET /api/account/export', () => {
  it('when no token is sent, then it answers 401', async () => {
    expect(await exportData(undefined)).toMatchObject(failure(401, 'Not signed in', 'notSignedIn'));
  });

  it('when the sign-in is older than the limit, then it asks to sign in again and hands over nothing', async () => {
    const person = await personWithData(await newReferrer());
    const stale = await signedInAgo(person, RECENT_SIGN_IN_MAX_AGE_MS + 60_000);
    const refused = await exportData(stale);
    expect(refused).toMatchObject(failure(401, SIGN_IN_AGAIN, 'signInAgain'));
    expect(refused.text).not.toContain(person.username);
    // The same rewritten token, just inside the limit, gets the file: the refusal was the sign-in's age.
    const recent = await signedInAgo(person, RECENT_SIGN_IN_MAX_AGE_MS - 60_000);
    expect(await exportData(recent)).toMatchObject({ status: 200 });
  });

  it('when an affiliate referred the buyer, then the buyer sees their payment but not the affiliate’s commission on it', async () => {
    const affiliate = await newReferrer();
    const buyer = await personWithData(affiliate);
    await db()
      .collection(COLLECTIONS.purchases)
      .doc(`test_${buyer.uid}`)
      .update({ referrerUid: affiliate.uid, commissionCents: 100 });
    const file = accountExportSchema.parse((await exportData(buyer.idToken)).json);
    const [purchase] = file.parts.purchases?.documents ?? [];
    expect(purchase).toMatchObject({ id: `test_${buyer.uid}`, uid: buyer.uid, amountCents: 999, status: 'paid' });
    expect(purchase).not.toHaveProperty('referrerUid');
    expect(purchase).not.toHaveProperty('commissionCents');
    // The affiliate's own export still shows what they earned, without the buyer.
    const affiliateFile = accountExportSchema.parse((await exportData(affiliate.idToken)).json);
    expect(affiliateFile.parts.commissions?.documents).toEqual([
      { id: '(another account)', amountCents: 999, currency: 'EUR', status: 'paid', commissionCents: 100 },
    ]);
  });

  it('when the owner asks, then it lists everything stored about them and nothing about anyone else', async () => {
    const referrer = await newReferrer();
    const person = await personWithData(referrer);
    const other = await personWithData(referrer);
    const res = await exportData(person.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const file = accountExportSchema.parse(res.json);
    expect(file.account.email).toBe(person.email);
    expect(file.parts.profile?.documents[0]).toMatchObject({
      id: person.uid,
      username: person.username,
      blocklist: BLOCKLIST,
      locale: 'fr',
    });
    expect(file.parts.favourites?.documents).toEqual([
      expect.objectContaining({ srcUrl: 'https://example.test/a.jpg' }),
    ]);
    expect(file.parts.username?.documents).toEqual([expect.objectContaining({ id: person.username })]);
    expect(file.parts.referredBy?.documents[0]).toMatchObject({ referrerUid: referrer.uid });
    expect(file.parts.purchases?.documents[0]).toMatchObject({ amountCents: 999, uid: person.uid });
    expect(file.parts.purchases?.onDeletion).toBe('pseudonymised');
    expect(file.parts.referralEmail?.documents).toEqual([
      expect.objectContaining({ id: referralEmailId(referrer.uid, person.email), referredUid: person.uid }),
    ]);
    expect(file.parts.referralEmail?.onDeletion).toBe('pseudonymised');
    expect(res.text).not.toContain(other.uid);
    // The referrer's own export shows the people they referred without their ids.
    const referrerFile = accountExportSchema.parse((await exportData(referrer.idToken)).json);
    expect(referrerFile.parts.referredAccounts?.documents).toHaveLength(2);
    expect(referrerFile.parts.referralEmailsOfPeopleYouReferred?.documents).toHaveLength(2);
    expect(JSON.stringify(referrerFile)).not.toContain(person.uid);
  });
});

describe('POST /api/account/delete', () => {
  it('when no token is sent, then it answers 401', async () => {
    expect(await deleteAccount(undefined)).toMatchObject(failure(401, 'Not signed in', 'notSignedIn'));
  });

  it('when the sign-in is older than the limit, then it asks to sign in again and deletes nothing', async () => {
    const referrer = await newReferrer();
    const person = await personWithData(referrer);
    const stale = await signedInAgo(person, RECENT_SIGN_IN_MAX_AGE_MS + 60_000);
    expect(await deleteAccount(stale)).toMatchObject(failure(401, SIGN_IN_AGAIN, 'signInAgain'));
    expect(await authUserExists(person.uid)).toBe(true);
    expect((await userData(person.uid))?.username).toBe(person.username);
    // The same rewritten token, just inside the limit, is accepted: the refusal was the sign-in's age.
    const recent = await signedInAgo(person, RECENT_SIGN_IN_MAX_AGE_MS - 60_000);
    expect(await deleteAccount(recent)).toMatchObject({ status: 200, json: { ok: true } });
  });

  it('when the owner confirms, then every part goes, payments are pseudonymised and the name is free', async () => {
    const referrer = await newReferrer();
    const person = await personWithData(referrer);
    expect(await deleteAccount(person.idToken)).toMatchObject({ status: 200, json: { ok: true } });
    const pseudonym = await expectErased(person, referrer);
    // The referral-email row stays (docs/product-rules.md): the address cannot credit this referrer twice; it
    // names the deletion's random id, not the uid.
    const row = await db()
      .collection(COLLECTIONS.referralEmails)
      .doc(referralEmailId(referrer.uid, person.email))
      .get();
    expect(row.data()).toMatchObject({ referrerUid: referrer.uid, referredUid: pseudonym });
    expect(JSON.stringify(row.data())).not.toContain(person.uid);
    // The old token is of no use any more.
    expect(await exportData(person.idToken)).toMatchObject(failure(401, 'Not signed in', 'notSignedIn'));
  });

  it('when an earlier attempt stopped part-way, then a retry finishes it with the same pseudonym', async () => {
    const referrer = await newReferrer();
    const person = await personWithData(referrer);
    // As left by an attempt that chose its pseudonym, pseudonymised one record and erased some parts, then failed.
    const pseudonym = 'deleted-00000000-0000-4000-8000-000000000000';
    await db().collection(COLLECTIONS.users).doc(person.uid).update({ deletionPseudonym: pseudonym });
    await db().collection(COLLECTIONS.purchases).doc(`test2_${person.uid}`).set({ uid: pseudonym, amountCents: 1 });
    await db().collection(COLLECTIONS.usernames).doc(person.username).delete();
    await db().collection(COLLECTIONS.sessionRuns).doc(person.uid).delete();
    expect(await deleteAccount(person.idToken)).toMatchObject({ status: 200, json: { ok: true } });
    expect(await expectErased(person, referrer)).toBe(pseudonym);
  });
});
