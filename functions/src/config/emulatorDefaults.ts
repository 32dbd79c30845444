// Emulator-mode defaults of the function's params: the app and the demo media source where the
// Emulator Suite serves them. Literals, as a deployed function has no firebase.json; a unit test holds
// them to firebase.json and .env.demo-starsession (scripts/lib/projectConfig.mjs reads both).

/** The app as the Hosting emulator serves it. */
export const EMULATOR_APP_ORIGIN = 'http://127.0.0.1:5000';
/** The demo media source (the demo-upstream workspace, started by `npm start` and the emulator suites). */
export const DEMO_UPSTREAM_ORIGIN = 'http://127.0.0.1:9010';
