// Where the emulators and the app live during the emulator suites (matches firebase.json).
export const PROJECT_ID = 'demo-starsession';
export const APP_URL = 'http://127.0.0.1:5000';
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 };
export const DEMO_UPSTREAM_URL = 'http://127.0.0.1:9010';
export const DEMO_PASSWORD = 'DemoPass-2026!';
