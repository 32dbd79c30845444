// `age_pending_checks/{nonce}`: an age check started by one browser, until its return uses it once
// (docs/age-assurance.md "The pending check"). The least that binds it: a keyed hash of the address bucket it
// was started from and its expiry. No provider session id, reference, address or account is stored.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

const pendingCheckRef = (nonce: string) => db().collection(COLLECTIONS.agePendingChecks).doc(nonce);

function stillOpen(snap: DocumentSnapshot, addressHash: string, nowMs: number): boolean {
  const expiresAt: unknown = snap.get('expiresAt');
  return (
    snap.exists &&
    snap.get('addressHash') === addressHash &&
    expiresAt instanceof Timestamp &&
    expiresAt.toMillis() > nowMs
  );
}

/** Records a started check; `expiresAt` is for the collection's TTL policy. */
export async function recordPendingCheck(nonce: string, addressHash: string, expiresAtMs: number): Promise<void> {
  await pendingCheckRef(nonce).create({ addressHash, expiresAt: Timestamp.fromMillis(expiresAtMs) });
}

/** True while the check is unused, unexpired and asked about from the address bucket that started it. */
export async function pendingCheckOpen(nonce: string, addressHash: string, nowMs: number): Promise<boolean> {
  return stillOpen(await pendingCheckRef(nonce).get(), addressHash, nowMs);
}

/**
 * Uses the check up: true for exactly one caller, however many returns race with the same cookie. A return
 * from another address bucket is refused without using it up, so a copied cookie cannot end the visitor's check.
 */
export async function consumePendingCheck(nonce: string, addressHash: string, nowMs: number): Promise<boolean> {
  const ref = pendingCheckRef(nonce);
  return db().runTransaction(async (tx) => {
    if (!stillOpen(await tx.get(ref), addressHash, nowMs)) return false;
    tx.delete(ref);
    return true;
  });
}
