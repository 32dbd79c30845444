// POST /api/account/consent: the server records when the user agreed and to which policy version, so neither
// can be made up by a client (firestore.rules refuse both fields to clients).
import { FieldValue } from 'firebase-admin/firestore';
import { POLICY_VERSION } from '../../shared/constants.js';
import { db } from '../../data/db.js';
import { readUser, userRef, writeUserFields } from '../../data/users.js';
import { DomainError } from '../errors.js';

/** Records consent to the current policy; a repeat keeps the first time it was given. */
export async function recordConsent(uid: string, displayName: string | null, policyVersion: string): Promise<void> {
  if (policyVersion !== POLICY_VERSION) throw new DomainError('conflict', 'policyChanged');
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(userRef(uid));
    if (readUser(snap)?.consentPolicyVersion === POLICY_VERSION) return;
    writeUserFields(
      tx,
      snap,
      { consentedAt: FieldValue.serverTimestamp(), consentPolicyVersion: POLICY_VERSION },
      displayName,
    );
  });
}
