// Resets the emulators to the demo state. Refuses to run against anything but the emulators.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { newUserDocument } from '../shared/users.js';
import { POLICY_VERSION } from '../shared/constants.js';
import { SEED_STAR_RECORDS } from '../stars/seedCatalogue.js';
import { adminIdToken, seedDemoLibrary } from './demoLibrary.js';
import { passDemoUploaderCheck } from './demoIdentityCheck.js';
import { addClearedDemoPerformer } from './demoPerformer.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PERFORMER_STAGE_NAME,
  DEMO_REDEEM_CODES,
  DEMO_UPLOADER_IDENTITY,
} from './demoState.js';

function requireEmulators(): { firestoreHost: string; authHost: string; projectId: string } {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-starsession';
  if (!firestoreHost || !authHost || !projectId.startsWith('demo-')) {
    throw new Error(
      'seed runs only against the emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, a demo-* project)',
    );
  }
  return { firestoreHost, authHost, projectId };
}

async function clearEmulators(firestoreHost: string, authHost: string, projectId: string): Promise<void> {
  const urls = [
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${authHost}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of urls) {
    const res = await fetch(url, { method: 'DELETE' });
    if (!res.ok) throw new Error(`clearing ${url} failed: ${res.status}`);
  }
}

export async function seedDemoState(): Promise<void> {
  const { firestoreHost, authHost, projectId } = requireEmulators();
  await clearEmulators(firestoreHost, authHost, projectId);
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const batch = db.batch();

  for (const account of DEMO_ACCOUNTS) {
    const user = await auth.createUser({
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.displayName,
      emailVerified: account.emailVerified,
    });
    if (account.admin)
      await auth.setCustomUserClaims(user.uid, {
        admin: true,
        ...(account.reviewer ? { reviewer: true } : {}),
        ...(account.custodian ? { custodian: true } : {}),
      });
    batch.set(db.collection(COLLECTIONS.users).doc(user.uid), {
      ...newUserDocument(account.displayName, FieldValue.serverTimestamp()),
      username: account.username,
      premium: account.premium,
      // The demo accounts signed up through the consent step, as every new account does.
      consentedAt: FieldValue.serverTimestamp(),
      consentPolicyVersion: POLICY_VERSION,
    });
    batch.set(db.collection(COLLECTIONS.usernames).doc(account.username), {
      uid: user.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    if (account.affiliateRatePct !== undefined) {
      batch.set(db.collection(COLLECTIONS.affiliates).doc(user.uid), {
        enabled: true,
        ratePct: account.affiliateRatePct,
        balanceCents: 0,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  }
  for (const code of DEMO_REDEEM_CODES) {
    batch.set(db.collection(COLLECTIONS.redeemCodes).doc(code), {
      used: false,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  // The star catalogue is operator data; the emulators start with the seeded stars.
  batch.set(db.collection(COLLECTIONS.starCatalogue).doc('current'), {
    version: 1,
    stars: SEED_STAR_RECORDS,
    updatedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  await deleteApp(app);
  await seedLibraryCommunities(authHost, projectId);
}

/** Each collection a seeded star takes from the library gets the demo library (the first run makes it, too). */
async function seedLibraryCommunities(authHost: string, projectId: string): Promise<void> {
  const communities = SEED_STAR_RECORDS.flatMap((star) => star.library);
  const appUrl = process.env.STARSESSION_APP_URL;
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (communities.length === 0) return;
  if (!appUrl || !storageHost)
    throw new Error('seed: STARSESSION_APP_URL and FIREBASE_STORAGE_EMULATOR_HOST are needed');
  const admin = DEMO_ACCOUNTS.find((account) => account.admin);
  const reviewer = DEMO_ACCOUNTS.find((account) => account.reviewer && account !== admin);
  if (!admin || !reviewer) throw new Error('seed: the demo state needs an admin and a second reviewer');
  const signIn = { authHost, adminEmail: admin.email, reviewerEmail: reviewer.email, password: DEMO_PASSWORD };
  // The demo media are synthetic shapes; the record they name is as fictional (docs/product-rules.md#performer-records),
  // and so is the identity the demo admin passes their own uploader check with.
  const adminToken = await adminIdToken(signIn);
  await passDemoUploaderCheck(appUrl, adminToken, DEMO_UPLOADER_IDENTITY);
  const performerId = await addClearedDemoPerformer(appUrl, adminToken, DEMO_PERFORMER_STAGE_NAME);
  const seeded = await seedDemoLibrary({
    ...signIn,
    appUrl,
    storageHost,
    bucket: `${projectId}.appspot.com`,
    communities,
    performerId,
  });
  for (const [community, items] of seeded)
    console.log(`Seeded the demo library of ${community}: ${items} items, through the upload pipeline.`);
}

// Run directly (`node functions/lib/tools/seed.js`), not when imported by tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  seedDemoState().then(
    () => console.log(`Seeded demo state: ${DEMO_ACCOUNTS.length} accounts, ${DEMO_REDEEM_CODES.length} redeem codes.`),
    (e: unknown) => {
      console.error('Seeding failed:', e);
      process.exit(1);
    },
  );
}
