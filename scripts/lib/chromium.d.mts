// Types for the TypeScript callers of chromium.mjs (the browser journeys' support).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const AUTOPLAY_FLAG: string;
