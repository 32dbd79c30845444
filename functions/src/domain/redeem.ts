import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../data/db.js';
import { redeemCodeRef, type RedeemCodeDocumentData } from '../data/redeemCodes.js';
import { readUser, userRef, writeUserFields } from '../data/users.js';
import { DomainError } from './errors.js';
import { grantPremiumFields } from './premium.js';
import { auditInTransaction } from '../audit/audit.js';

// Codes are stored upper-case; anything that is not a plain code cannot exist (and is no valid doc id).
const CODE_PATTERN = /^(?!__.*__$)[A-Z0-9_-]{1,100}$/;

export function normalizeCode(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return CODE_PATTERN.test(upper) ? upper : null;
}

/** Uses a one-time code and grants premium; single use under concurrency (one transaction). */
export async function redeemCode(uid: string, displayName: string | null, rawCode: string): Promise<void> {
  const code = normalizeCode(rawCode);
  if (code === null) throw new DomainError('invalid', 'invalidCode');
  await db().runTransaction(async (tx) => {
    const [codeSnap, userSnap] = await tx.getAll(redeemCodeRef(code), userRef(uid));
    if (!codeSnap || !userSnap) throw new Error('getAll returned fewer snapshots');
    const stored = codeSnap.data() as RedeemCodeDocumentData | undefined;
    const expired = stored?.expiresAt !== undefined && stored.expiresAt.toMillis() <= Timestamp.now().toMillis();
    if (stored?.used !== false || expired) throw new DomainError('invalid', 'invalidCode');

    tx.update(codeSnap.ref, { used: true, usedBy: uid, usedAt: FieldValue.serverTimestamp() });
    const grant = grantPremiumFields(readUser(userSnap), 'code');
    if (grant) writeUserFields(tx, userSnap, grant, displayName);
    if (grant) auditInTransaction(tx, 'premium_grant', { uid, reason: 'code' });
  });
}
