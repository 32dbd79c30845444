// Where the Emulator Suite and the demo media source listen, for builds the emulators serve. Vite
// writes them in at build time from firebase.json and functions/.env.demo-starsession (vite.config.ts).
declare const __STARSESSION_EMULATORS__: {
  auth: number;
  firestore: number;
  storage: number;
  demoSourceHost: string;
};

// Read once: the build writes the whole object in wherever the name appears.
const BUILT_IN = __STARSESSION_EMULATORS__;

export const EMULATOR_PORTS = {
  auth: BUILT_IN.auth,
  firestore: BUILT_IN.firestore,
  storage: BUILT_IN.storage,
} as const;

/** host:port of the demo media source, e.g. 127.0.0.1:9010. */
export const DEMO_SOURCE_HOST = BUILT_IN.demoSourceHost;
