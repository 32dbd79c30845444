// Where the Emulator Suite and the demo media source listen, for builds the emulators serve. Vite
// writes them in at build time from firebase.json and functions/.env.demo-starsession (vite.config.ts).
declare const __STARSESSION_EMULATORS__: {
  auth: number;
  firestore: number;
  storage: number;
  demoSourceHost: string;
};

export const EMULATOR_PORTS = {
  auth: __STARSESSION_EMULATORS__.auth,
  firestore: __STARSESSION_EMULATORS__.firestore,
  storage: __STARSESSION_EMULATORS__.storage,
} as const;

/** host:port of the demo media source, e.g. 127.0.0.1:9010. */
export const DEMO_SOURCE_HOST = __STARSESSION_EMULATORS__.demoSourceHost;
