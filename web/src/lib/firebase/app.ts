// The only place the Firebase app is created. Config comes from Hosting's reserved
// /__/firebase/init.json, so the same build works on a real project and under the emulators;
// a demo-* project id means we are served by the Emulator Suite, so the SDKs connect to it.
// The SDK parts are imported dynamically: nothing Firebase is in the first-load bundle.
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { EMULATOR_PORTS } from '../../config/emulators';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  usingEmulators: boolean;
}

interface HostingInitConfig {
  projectId: string;
  apiKey: string;
  authDomain: string;
  appId?: string;
}

async function loadConfig(): Promise<HostingInitConfig> {
  const res = await fetch('/__/firebase/init.json');
  if (!res.ok) throw new Error(`Firebase config unavailable (${res.status})`);
  return (await res.json()) as HostingInitConfig;
}

interface AppHandle {
  app: FirebaseApp;
  usingEmulators: boolean;
}

let appHandle: Promise<AppHandle> | null = null;
let authHandle: Promise<Auth> | null = null;
let dbHandle: Promise<Firestore> | null = null;

export function getFirebaseApp(): Promise<AppHandle> {
  appHandle ??= Promise.all([loadConfig(), import('firebase/app')]).then(([config, { initializeApp }]) => ({
    app: initializeApp(config),
    usingEmulators: config.projectId.startsWith('demo-'),
  }));
  return appHandle;
}

export function getAuthInstance(): Promise<Auth> {
  authHandle ??= Promise.all([getFirebaseApp(), import('firebase/auth')]).then(
    ([{ app, usingEmulators }, { getAuth, connectAuthEmulator }]) => {
      const auth = getAuth(app);
      if (usingEmulators) {
        connectAuthEmulator(auth, `http://${location.hostname}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
      }
      return auth;
    },
  );
  return authHandle;
}

export function getDb(): Promise<Firestore> {
  dbHandle ??= Promise.all([getFirebaseApp(), import('firebase/firestore')]).then(
    ([{ app, usingEmulators }, { getFirestore, connectFirestoreEmulator }]) => {
      const db = getFirestore(app);
      if (usingEmulators) connectFirestoreEmulator(db, location.hostname, EMULATOR_PORTS.firestore);
      return db;
    },
  );
  return dbHandle;
}

export async function getFirebase(): Promise<FirebaseHandles> {
  const [{ app, usingEmulators }, auth, db] = await Promise.all([getFirebaseApp(), getAuthInstance(), getDb()]);
  return { app, auth, db, usingEmulators };
}
