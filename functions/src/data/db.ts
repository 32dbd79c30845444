import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The Admin SDK Firestore of the default app (initialised in index.ts). */
export function db(): Firestore {
  return getFirestore();
}
