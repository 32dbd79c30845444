import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { REFERRAL_MAX_ACCOUNT_AGE_MS, REFERRALS_PER_REFERRER_PER_DAY } from '../shared/constants.js';
import { db } from '../data/db.js';
import {
  referralDayRef,
  referralEmailRef,
  referralRef,
  type ReferralDayDocumentData,
  type ReferralDocumentData,
} from '../data/referrals.js';
import { sessionRunRef } from '../data/sessionRuns.js';
import { readUser, userRef, writeUserFields } from '../data/users.js';
import { canonicalEmail, isDisposableEmail } from './canonicalEmail.js';
import { DomainError } from './errors.js';
import { authUser, creditReferrer, hasQualified } from './referralCredit.js';
import { isPresentableUsername } from '../shared/validation/username.js';

/**
 * The name a referral banner shows: the referrer's username when it is presentable (isPresentableUsername), else
 * null (the banner says "A friend"). Never the display name: that is free text the account writes itself. The
 * users document may not exist yet (the client creates it on first sign-in), so Auth decides whether the user exists.
 */
export async function referrerName(uid: string): Promise<string | null> {
  const user = readUser(await userRef(uid).get());
  if (!user && !(await authUser(uid))) throw new DomainError('notFound', 'unknownReferrer');
  const username = user?.username;
  return isPresentableUsername(username) ? username : null;
}

export interface ClaimReferralInput {
  uid: string;
  displayName: string | null;
  referrerUid: string;
  now?: Date;
}

function creationMs(account: UserRecord): number {
  const ms = Date.parse(account.metadata.creationTime);
  return Number.isFinite(ms) ? ms : 0;
}

/**
 * Records that `uid` was referred by `referrerUid`, once; the first recorded referrer stays. The
 * referrer's count rises when the referred account has finished a qualifying session (now, or later in
 * `finishSessionRun`). Repeating the same claim is a no-op success. Only a new account counts (at most
 * 24 h old and newer than the referrer's), one per canonical email per referrer, no disposable
 * addresses, at most REFERRALS_PER_REFERRER_PER_DAY a day; refusals change nothing.
 */
export async function claimReferral({
  uid,
  displayName,
  referrerUid,
  now = new Date(),
}: ClaimReferralInput): Promise<void> {
  if (uid === referrerUid) throw new DomainError('invalid', 'selfReferral');
  // Auth is the source of truth for account age and email (the client cannot write either).
  const [account, referrerAccount] = await Promise.all([authUser(uid), authUser(referrerUid)]);
  if (!account || account.disabled) throw new DomainError('unauthenticated', 'notSignedIn');
  // The route checked the token's claim; Auth's record is already here and is the current truth.
  if (!account.emailVerified) throw new DomainError('forbidden', 'verifyEmailFirst');
  if (!referrerAccount) throw new DomainError('notFound', 'unknownReferrer');
  if (account.email && isDisposableEmail(account.email)) throw new DomainError('forbidden', 'referralDisposable');
  const email = account.email ? canonicalEmail(account.email) : null;

  const emailRef = email ? referralEmailRef(referrerUid, email) : null;
  const dayRef = referralDayRef(referrerUid, now);

  await db().runTransaction(async (tx) => {
    // One read phase: concurrent claims then contend on the same locks only once.
    const refs = [referralRef(uid), userRef(uid), userRef(referrerUid), dayRef, sessionRunRef(uid)];
    const [existing, me, referrer, daySnap, run, emailSnap] = await tx.getAll(...refs, ...(emailRef ? [emailRef] : []));
    if (!existing || !me || !referrer || !daySnap || !run) throw new Error('getAll returned fewer snapshots');
    if (existing.exists) {
      const previous = existing.data() as ReferralDocumentData;
      if (previous.referrerUid === referrerUid) return;
      throw new DomainError('conflict', 'alreadyReferred');
    }
    // Its deletion has begun: nothing new may name it (deletion's walk may have passed its referrals already).
    if (readUser(referrer)?.deletionPseudonym) throw new DomainError('notFound', 'unknownReferrer');
    if (now.getTime() - creationMs(account) > REFERRAL_MAX_ACCOUNT_AGE_MS) {
      throw new DomainError('forbidden', 'referralAccountTooOld');
    }
    // Auth reports creation to the second: the same second counts as "after".
    if (creationMs(account) < creationMs(referrerAccount)) {
      throw new DomainError('forbidden', 'referralAccountOlderThanReferrer');
    }
    if (!emailSnap) throw new DomainError('invalid', 'referralNoEmail');
    if (emailSnap.exists) throw new DomainError('conflict', 'referralEmailUsed');
    const today = daySnap.exists ? (daySnap.data() as ReferralDayDocumentData).count || 0 : 0;
    if (today >= REFERRALS_PER_REFERRER_PER_DAY) throw new DomainError('rateLimited', 'referralDailyCap');

    const createdAt = FieldValue.serverTimestamp();
    const qualified = hasQualified(run);
    tx.create(existing.ref, { referrerUid, createdAt, countedAt: qualified ? createdAt : null });
    tx.create(emailSnap.ref, { referrerUid, referredUid: uid, createdAt });
    tx.set(daySnap.ref, { count: today + 1, updatedAt: createdAt });
    writeUserFields(tx, me, { referredBy: referrerUid, referredAt: createdAt }, displayName);
    if (qualified) creditReferrer(tx, referrer, referrerUid);
  });
}
