// The one way our data layer loads the Firestore SDK (loaded on first need, never in the first-load bundle).
// `npm run cost` (scripts/cost.mjs) counts what a visitor day costs: it defines `__starsessionFirestoreTally` before
// the app loads, and then the SDK comes wrapped so that every document read, written or deleted from this page is
// also tallied there (countedFirestore.ts, its own chunk). Without that array the SDK is returned untouched.
import type * as Firestore from 'firebase/firestore';
import type { FirestoreTally } from './countedFirestore';

export type FirestoreSdk = typeof Firestore;

let sdk: Promise<FirestoreSdk> | null = null;

export function firestoreSdk(): Promise<FirestoreSdk> {
  sdk ??= import('firebase/firestore').then(async (module) => {
    const tally = (globalThis as { __starsessionFirestoreTally?: FirestoreTally }).__starsessionFirestoreTally;
    if (!Array.isArray(tally)) return module;
    const { countedFirestore } = await import('./countedFirestore');
    return countedFirestore(module, tally);
  });
  sdk.catch(() => {
    sdk = null; // A failed chunk load may succeed on the next need.
  });
  return sdk;
}
