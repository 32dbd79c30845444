// Types for the TypeScript callers of projectConfig.mjs (emulator tests, web/vite.config.ts, unit tests).
export interface EmulatorAddress {
  readonly host: string;
  readonly port: number;
}
export declare const ROOT: string;
export declare const PROJECT_ID: string;
export declare const EMULATORS: Readonly<
  Record<'hosting' | 'functions' | 'firestore' | 'storage' | 'auth' | 'hub' | 'logging', EmulatorAddress>
>;
export declare const APP_URL: string;
export declare const AUTH_EMULATOR_URL: string;
export declare function demoParam(key: string): string;
export declare function demoSecret(key: string): string;
export declare const DEMO_UPSTREAM_URL: string;
