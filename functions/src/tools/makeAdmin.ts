// `npm run make-admin -- <email or uid> [--revoke]`: sets or clears the `admin` custom claim.
// Uses Application Default Credentials (or the emulators when FIREBASE_AUTH_EMULATOR_HOST is set).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../data/collections.js';

async function main(argv: string[]): Promise<void> {
  const target = argv.find((a) => !a.startsWith('--'));
  const revoke = argv.includes('--revoke');
  if (!target) {
    console.error('Usage: npm run make-admin -- <email or uid> [--revoke]');
    process.exit(2);
  }
  initializeApp();
  const auth = getAuth();
  const user = target.includes('@') ? await auth.getUserByEmail(target) : await auth.getUser(target);
  const claims = { ...(user.customClaims ?? {}), admin: !revoke };
  await auth.setCustomUserClaims(user.uid, claims);
  if (!revoke) await getFirestore().collection(COLLECTIONS.users).doc(user.uid).set({ premium: true }, { merge: true });
  console.log(`${revoke ? 'Revoked admin from' : 'Made admin:'} ${user.email ?? user.uid} (${user.uid})`);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
