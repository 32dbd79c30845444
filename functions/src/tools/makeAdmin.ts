// `npm run make-admin -- <email or uid> [--revoke]`: sets or clears the `admin` custom claim.
// Uses Application Default Credentials (or the emulators when FIREBASE_AUTH_EMULATOR_HOST is set).
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { assertCanHoldRole } from '../domain/roles.js';

/**
 * Grants or revokes admin. A revoke also revokes the user's refresh tokens: ID tokens minted before
 * it still carry `admin: true`, and the admin/money routes (checkRevoked) refuse them from now on.
 */
async function setAdmin(auth: Auth, db: Firestore, target: string, revoke: boolean) {
  const user = target.includes('@') ? await auth.getUserByEmail(target) : await auth.getUser(target);
  if (!revoke) assertCanHoldRole(user); // a revoke must always work, verified or not
  const claims = { ...(user.customClaims ?? {}), admin: !revoke };
  await auth.setCustomUserClaims(user.uid, claims);
  if (revoke) await auth.revokeRefreshTokens(user.uid);
  else await db.collection(COLLECTIONS.users).doc(user.uid).set({ premium: true }, { merge: true });
  return user;
}

async function main(argv: string[]): Promise<void> {
  const target = argv.find((a) => !a.startsWith('--'));
  const revoke = argv.includes('--revoke');
  if (!target) {
    console.error('Usage: npm run make-admin -- <email or uid> [--revoke]');
    process.exit(2);
  }
  initializeApp();
  const user = await setAdmin(getAuth(), getFirestore(), target, revoke);
  console.log(
    revoke
      ? `Revoked admin from ${user.email ?? user.uid} (${user.uid}); their sessions were signed out.`
      : `Made admin: ${user.email ?? user.uid} (${user.uid})`,
  );
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
