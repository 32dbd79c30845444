// `npm run make-admin -- <email or uid> [--reviewer] [--custodian] [--revoke]`: sets or clears the `admin` custom
// claim; with `--reviewer` the admin also reviews (publishes) library items, with `--custodian` they keep the
// performer records. A revoke clears all three.
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
async function setAdmin(auth: Auth, db: Firestore, target: string, { revoke, reviewer, custodian }: AdminChange) {
  const user = target.includes('@') ? await auth.getUserByEmail(target) : await auth.getUser(target);
  if (!revoke) assertCanHoldRole(user); // a revoke must always work, verified or not
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}), admin: !revoke };
  if (revoke) {
    delete claims.reviewer;
    delete claims.custodian;
  }
  if (!revoke && reviewer) claims.reviewer = true;
  if (!revoke && custodian) claims.custodian = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (revoke) await auth.revokeRefreshTokens(user.uid);
  else await db.collection(COLLECTIONS.users).doc(user.uid).set({ premium: true }, { merge: true });
  return user;
}

interface AdminChange {
  revoke: boolean;
  reviewer: boolean;
  custodian: boolean;
}

async function main(argv: string[]): Promise<void> {
  const target = argv.find((a) => !a.startsWith('--'));
  const change = {
    revoke: argv.includes('--revoke'),
    reviewer: argv.includes('--reviewer'),
    custodian: argv.includes('--custodian'),
  };
  if (!target) {
    console.error('Usage: npm run make-admin -- <email or uid> [--reviewer] [--custodian] [--revoke]');
    process.exit(2);
  }
  initializeApp();
  const user = await setAdmin(getAuth(), getFirestore(), target, change);
  const who = `${user.email ?? user.uid} (${user.uid})`;
  console.log(
    change.revoke
      ? `Revoked admin, reviewer and custodian from ${who}; their sessions were signed out.`
      : `Made ${['admin', change.reviewer && 'reviewer', change.custodian && 'custodian'].filter(Boolean).join(', ')}: ${who}`,
  );
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
