// The only place the Firebase app is created. Config comes from Hosting's reserved
// /__/firebase/init.json, so the same build works on a real project and under the emulators;
// a demo-* project id means we are served by the Emulator Suite, so the SDKs connect to it.
// The SDK parts are imported dynamically: nothing Firebase is in the first-load bundle, and Auth
// loads only on first need (a visitor with no stored user is shown signed out without it).
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { EMULATOR_PORTS } from '../../config/emulators';
import { hasStoredAuthUser } from './storedSession';

interface HostingInitConfig {
  projectId: string;
  apiKey: string;
  authDomain: string;
  appId?: string;
}

let configHandle: Promise<HostingInitConfig> | null = null;

function loadConfig(): Promise<HostingInitConfig> {
  configHandle ??= fetch('/__/firebase/init.json').then(async (res) => {
    if (!res.ok) throw new Error(`Firebase config unavailable (${res.status})`);
    return (await res.json()) as HostingInitConfig;
  });
  configHandle.catch(() => {
    configHandle = null; // A failed fetch may succeed on the next need.
  });
  return configHandle;
}

/** Whether the Emulator Suite serves the app, without loading any SDK. */
export async function isUsingEmulators(): Promise<boolean> {
  return (await loadConfig()).projectId.startsWith('demo-');
}

let storedUserProbe: Promise<boolean> | null = null;

/**
 * Whether this browser may hold a signed-in user (see storedSession.ts); true when unsure.
 * The answer is kept (every API request asks); `fresh` looks again, e.g. after another tab signed in.
 */
export function mayHaveStoredUser(fresh = false): Promise<boolean> {
  if (fresh || !storedUserProbe) {
    storedUserProbe = loadConfig().then(({ apiKey }) =>
      hasStoredAuthUser(apiKey, {
        indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
        localStorage: typeof localStorage === 'undefined' ? undefined : localStorage,
        sessionStorage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
      }),
    );
    storedUserProbe.catch(() => {
      storedUserProbe = null;
    });
  }
  return storedUserProbe;
}

interface AppHandle {
  app: FirebaseApp;
  usingEmulators: boolean;
}

let appHandle: Promise<AppHandle> | null = null;
let authHandle: Promise<Auth> | null = null;
let dbHandle: Promise<Firestore> | null = null;
const authRequestedListeners = new Set<() => void>();

/** Whether something has asked for the Auth SDK yet (it loads on first need). */
export function isAuthRequested(): boolean {
  return authHandle !== null;
}

/** Calls back once, when something first asks for the Auth SDK (at once if it already has). */
export function onAuthRequested(listener: () => void): () => void {
  if (authHandle !== null) {
    listener();
    return () => undefined;
  }
  authRequestedListeners.add(listener);
  return () => authRequestedListeners.delete(listener);
}

function getFirebaseApp(): Promise<AppHandle> {
  appHandle ??= Promise.all([loadConfig(), import('firebase/app')]).then(([config, { initializeApp }]) => ({
    app: initializeApp(config),
    usingEmulators: config.projectId.startsWith('demo-'),
  }));
  return appHandle;
}

export function getAuthInstance(): Promise<Auth> {
  if (authHandle) return authHandle;
  authHandle = Promise.all([getFirebaseApp(), import('firebase/auth')]).then(
    ([{ app, usingEmulators }, { getAuth, connectAuthEmulator }]) => {
      const auth = getAuth(app);
      if (usingEmulators) {
        connectAuthEmulator(auth, `http://${location.hostname}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
      }
      return auth;
    },
  );
  const handle = authHandle;
  for (const listener of [...authRequestedListeners]) listener();
  authRequestedListeners.clear();
  return handle;
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
