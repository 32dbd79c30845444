// The HTTP contract shared by web and functions, one file per resource under `schemas/` (mirroring
// `functions/src/routes/`). Importers on the first-load path import the resource file itself, so
// they do not pull in every schema (see `schemas/thumbnails.ts`).
export * from './schemas/common.js';
export * from './schemas/health.js';
export * from './schemas/listing.js';
export * from './schemas/thumbnails.js';
export * from './schemas/videoResolve.js';
export * from './schemas/referrals.js';
export * from './schemas/sessionRuns.js';
export * from './schemas/redeem.js';
export * from './schemas/contentLocker.js';
export * from './schemas/purchases.js';
export * from './schemas/affiliates.js';
export * from './schemas/admin.js';
export * from './schemas/llm.js';
export * from './schemas/library.js';
