import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { auditInTransaction } from '../audit/audit.js';
import type { ReferralDocumentData } from '../data/referrals.js';
import type { SessionRunDocumentData } from '../data/sessionRuns.js';
import { readUser, writeUserFields } from '../data/users.js';
import { REFERRALS_FOR_PREMIUM } from '../shared/constants.js';
import { grantPremiumFields } from './premium.js';

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
