import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { auditInTransaction } from '../audit/audit.js';
import type { ReferralDocumentData } from '../data/referrals.js';
import type { SessionRunDocumentData } from '../data/sessionRuns.js';
import { readUser, userRef, writeUserFields } from '../data/users.js';
import { REFERRALS_FOR_PREMIUM } from '../shared/constants.js';
import { grantPremiumFields } from './premium.js';

/** The account's Auth record, or null when there is no such user. */
export async function authUser(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUser(uid);
  } catch (e) {
    if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'auth/user-not-found') return null;
    throw e;
  }
}

/**
 * The referrer's users document to credit (read in the caller's transaction), or null when that account is gone or
 * being deleted: a deletion replaces referrerUid with its random id, and crediting it would create
 * users/deleted-… and could grant that ghost premium.
 */
export async function creditableReferrer(tx: Transaction, referrerUid: string): Promise<DocumentSnapshot | null> {
  const snap = await tx.get(userRef(referrerUid));
  if (snap.exists) return readUser(snap)?.deletionPseudonym ? null : snap;
  // The client creates users/{uid} at its first sign-in, so a live referrer may have none yet: Auth decides.
  return (await authUser(referrerUid)) ? snap : null;
}

/** A recorded referral still waiting for the referred account's qualifying session. */
export function isPendingReferral(data: Partial<ReferralDocumentData> | undefined): boolean {
  // Referrals recorded before the qualifying rule have no countedAt and were counted when claimed.
  return data?.countedAt === null;
}

export function hasQualified(run: DocumentSnapshot): boolean {
  return run.exists && (run.data() as SessionRunDocumentData).qualifiedAt !== undefined;
}

/**
 * Counts one referral for the referrer (inside the caller's transaction, after all its reads): the count
 * rises by one and reaching REFERRALS_FOR_PREMIUM grants premium (docs/product-rules.md, "Referrals").
 */
export function creditReferrer(tx: Transaction, referrer: DocumentSnapshot, referrerUid: string): void {
  const data = readUser(referrer);
  const previous = data?.referralCount;
  const count = (typeof previous === 'number' ? previous : 0) + 1;
  const premium = count >= REFERRALS_FOR_PREMIUM ? grantPremiumFields(data, 'referrals') : null;
  writeUserFields(tx, referrer, { referralCount: count, ...premium });
  if (premium) auditInTransaction(tx, 'premium_grant', { uid: referrerUid, reason: 'referrals' });
}
