import { createRequire } from 'node:module';

// Region is fixed in code (and in firebase.json's rewrite) so Hosting always finds the function.
export const FUNCTION_REGION = 'us-central1';

// Read at runtime from the deployed package (lib/config → ../../package.json).
export const APP_VERSION: string = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
