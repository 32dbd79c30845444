import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { REFERRALS_FOR_PREMIUM } from '../shared/constants.js';
import { db } from '../data/db.js';
import { referralRef, type ReferralDocumentData } from '../data/referrals.js';
import { readUser, userRef, writeUserFields } from '../data/users.js';
import { HttpError } from '../middleware/errorHandler.js';
import { MESSAGES } from './errors.js';
import { grantPremiumFields } from './premium.js';
import { auditInTransaction } from '../audit/audit.js';

/** The account's Auth record, or null when there is no such user. */
async function authUser(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUser(uid);
  } catch (e) {
    if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'auth/user-not-found') return null;
    throw e;
  }
}

/**
 * The name a referral banner shows: username, else display name, else null. The users document
 * may not exist yet (the client creates it on first sign-in), so Auth decides whether the user exists.
 */
export async function referrerName(uid: string): Promise<string | null> {
  const user = readUser(await userRef(uid).get());
  const account = user ? null : await authUser(uid);
  if (!user && !account) throw new HttpError(404, MESSAGES.unknownReferrer);
  const name = user?.username ?? user?.displayName ?? account?.displayName;
  return typeof name === 'string' && name !== '' ? name : null;
}

export interface ClaimReferralInput {
  uid: string;
  displayName: string | null;
  referrerUid: string;
}

/**
 * Records that `uid` was referred by `referrerUid`, once: the referrer's count rises exactly once
 * per referred user and reaching 5 grants them premium. Repeating the same claim is a no-op success.
 */
export async function claimReferral({ uid, displayName, referrerUid }: ClaimReferralInput): Promise<void> {
  if (uid === referrerUid) throw new HttpError(400, MESSAGES.selfReferral);
  await db().runTransaction(async (tx) => {
    const [existing, me, referrer] = await tx.getAll(referralRef(uid), userRef(uid), userRef(referrerUid));
    if (!existing || !me || !referrer) throw new Error('getAll returned fewer snapshots');
    if (existing.exists) {
      const previous = existing.data() as ReferralDocumentData;
      if (previous.referrerUid === referrerUid) return;
      throw new HttpError(409, MESSAGES.alreadyReferred);
    }
    const referrerData = readUser(referrer);
    if (!referrerData && !(await authUser(referrerUid))) throw new HttpError(404, MESSAGES.unknownReferrer);

    tx.create(existing.ref, { referrerUid, createdAt: FieldValue.serverTimestamp() });
    writeUserFields(tx, me, { referredBy: referrerUid, referredAt: FieldValue.serverTimestamp() }, displayName);
    const previousCount = referrerData?.referralCount;
    const count = (typeof previousCount === 'number' ? previousCount : 0) + 1;
    const premium = count >= REFERRALS_FOR_PREMIUM ? grantPremiumFields(referrerData, 'referrals') : null;
    writeUserFields(tx, referrer, { referralCount: count, ...premium });
    if (premium) auditInTransaction(tx, 'premium_grant', { uid: referrerUid, reason: 'referrals' });
  });
}
