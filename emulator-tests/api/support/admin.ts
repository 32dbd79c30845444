// Admin SDK access to the emulators, to arrange and inspect server-only state in API tests.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../../support/auth.js';
import { AUTH_EMULATOR, FIRESTORE_EMULATOR, PROJECT_ID } from '../../support/env.js';

function app(): App {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(AUTH_EMULATOR).host;
  return getApps().find((a) => a.name === 'api-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'api-tests');
}

export function adminDb(): Firestore {
  return getFirestore(app());
}

export function adminAuth(): Auth {
  return getAuth(app());
}

export async function userData(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection(COLLECTIONS.users).doc(uid).get()).data();
}

/** A fresh verified account with the admin claim, so admin tests never share the seeded admin's rate limit. */
export async function createAdmin(): Promise<SignedIn> {
  const email = uniqueEmail('admin');
  const user = await createUser(email);
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return signIn(email);
}

/**
 * Lifts the blocks the given reports' removals made, as an operator would by hand: their `blocked_media` documents go
 * and the blocklist's version moves, so every function instance reads the list again at its next check (15 s).
 */
export async function liftBlocksOf(reportIds: readonly string[]): Promise<void> {
  const blocked = await adminDb().collection(COLLECTIONS.blockedMedia).get();
  const lifted = blocked.docs.filter((doc) => reportIds.includes(String(doc.get('reportId'))));
  await Promise.all(lifted.map((doc) => doc.ref.delete()));
  await adminDb()
    .collection(COLLECTIONS.blocklistVersion)
    .doc('current')
    .set({ version: FieldValue.increment(1) }, { merge: true });
}
