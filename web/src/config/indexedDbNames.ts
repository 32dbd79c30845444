// IndexedDB database names, one home for them. Not in storageKeys.ts: that module loads with the first view,
// and these are only used by code loaded on demand.

export const INDEXED_DB_NAMES = {
  /** The one folder of own media the user asked this browser to remember (a File System Access folder handle). */
  ownMediaFolder: 'starsession.ownMedia',
} as const;
