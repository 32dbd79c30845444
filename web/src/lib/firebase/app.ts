// The only place the Firebase app is created. Config comes from Hosting's reserved
// /__/firebase/init.json, so the same build works on a real project and under the emulators;
// a demo-* project id means we are served by the Emulator Suite, so the SDKs connect to it.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  usingEmulators: boolean;
}

const EMULATOR_PORTS = { auth: 9099, firestore: 8080 } as const;

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

let handles: Promise<FirebaseHandles> | null = null;

export function getFirebase(): Promise<FirebaseHandles> {
  handles ??= loadConfig().then((config) => {
    const app = initializeApp(config);
    const auth = getAuth(app);
    const db = getFirestore(app);
    const usingEmulators = config.projectId.startsWith('demo-');
    if (usingEmulators) {
      const host = location.hostname;
      connectAuthEmulator(auth, `http://${host}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
      connectFirestoreEmulator(db, host, EMULATOR_PORTS.firestore);
    }
    return { app, auth, db, usingEmulators };
  });
  return handles;
}
