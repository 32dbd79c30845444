// POST /api/account/delete: erases the caller's data part by part (the registry in personalData.ts), then the
// Auth user. Every step can run again: a retry after a failure part-way finds what is left and finishes it, and
// the pseudonym is kept on users/{uid} until that document goes, so kept records of one person share one id.
import { getAuth } from 'firebase-admin/auth';
import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../data/db.js';
import { readUser, userRef } from '../../data/users.js';
import { newDeletionPseudonym } from './pseudonym.js';
import { PERSONAL_DATA_PARTS, type DataSubject, type PersonalDataPart } from './personalData.js';

// Firestore allows 500 writes per batch.
const BATCH_SIZE = 400;

/** The deletion's random id, chosen once: read back from users/{uid} on a retry. */
async function deletionPseudonym(uid: string): Promise<string> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(userRef(uid));
    const stored = readUser(snap)?.deletionPseudonym;
    if (typeof stored === 'string' && stored !== '') return stored;
    const pseudonym = newDeletionPseudonym();
    tx.set(snap.ref, { deletionPseudonym: pseudonym }, { merge: true });
    return pseudonym;
  });
}

function erase(batch: WriteBatch, part: PersonalDataPart, snap: DocumentSnapshot, pseudonym: string): void {
  const erasure = part.erasure;
  if (erasure.kind === 'delete') batch.delete(snap.ref);
  else if (erasure.kind === 'pseudonymise') batch.update(snap.ref, erasure.fields(pseudonym, snap));
}

async function erasePart(part: PersonalDataPart, subject: DataSubject, pseudonym: string): Promise<number> {
  if (part.erasure.kind === 'keep') return 0;
  const snaps = await part.find(subject);
  for (let start = 0; start < snaps.length; start += BATCH_SIZE) {
    const batch = db().batch();
    for (const snap of snaps.slice(start, start + BATCH_SIZE)) erase(batch, part, snap, pseudonym);
    await batch.commit();
  }
  return snaps.length;
}

async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await getAuth().deleteUser(uid);
  } catch (error) {
    // Already gone: an earlier attempt got this far.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') return;
    throw error;
  }
}

export async function deleteAccount(subject: DataSubject): Promise<void> {
  const pseudonym = await deletionPseudonym(subject.uid);
  const erased: Record<string, number> = {};
  for (const part of PERSONAL_DATA_PARTS) erased[part.name] = await erasePart(part, subject, pseudonym);
  // Anything stored under users/{uid} that the registry does not name yet goes too.
  await db().recursiveDelete(userRef(subject.uid));
  // Last, so a failed step above can be retried with the same sign-in.
  await deleteAuthUser(subject.uid);
  // Counts only: the log names neither the uid nor the pseudonym.
  logger.info('account deleted', { erased });
}
