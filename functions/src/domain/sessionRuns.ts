import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../data/db.js';
import { referralRef, type ReferralDocumentData } from '../data/referrals.js';
import { sessionRunRef, type SessionRunDocumentData } from '../data/sessionRuns.js';
import { REFERRAL_QUALIFYING_SESSION_MS } from '../shared/constants.js';
import { creditableReferrer, creditReferrer, isPendingReferral } from './referralCredit.js';

/** Notes when the user's session started, by the server's clock (a new start replaces an unfinished one). */
export async function startSessionRun(uid: string, now: Date = new Date()): Promise<void> {
  await sessionRunRef(uid).set({ startedAt: Timestamp.fromDate(now) }, { merge: true });
}

/**
 * Ends the user's session. One that lasted REFERRAL_QUALIFYING_SESSION_MS by the server's clock qualifies
 * the account, which counts its pending referral for the referrer (docs/product-rules.md, "Referrals").
 * Answers whether this run qualified; a finish without a start qualifies nothing.
 */
export async function finishSessionRun(uid: string, now: Date = new Date()): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const [run, referral] = await tx.getAll(sessionRunRef(uid), referralRef(uid));
    if (!run || !referral) throw new Error('getAll returned fewer snapshots');
    const data = run.exists ? (run.data() as SessionRunDocumentData) : undefined;
    const startedAt = data?.startedAt;
    if (!startedAt) return false;
    const qualified = now.getTime() - startedAt.toMillis() >= REFERRAL_QUALIFYING_SESSION_MS;
    const pending = referral.exists ? (referral.data() as ReferralDocumentData) : undefined;
    const credit = qualified && isPendingReferral(pending) && pending !== undefined;
    // A referrer who deleted their account is not credited; the referral stays pending and counts for no one.
    const referrer = credit ? await creditableReferrer(tx, pending.referrerUid) : null;

    tx.update(run.ref, {
      startedAt: FieldValue.delete(),
      ...(qualified && !data.qualifiedAt ? { qualifiedAt: Timestamp.fromDate(now) } : {}),
    });
    if (referrer && pending) {
      tx.update(referral.ref, { countedAt: FieldValue.serverTimestamp() });
      creditReferrer(tx, referrer, pending.referrerUid);
    }
    return qualified;
  });
}
