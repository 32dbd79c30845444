// The one check of this answer, for the server's tests and the browser alike. Not zod: the dashboard
// checks this answer on a brand-new visitor's first view, and even zod/mini brings zod's shared core
// (about 17 kB gzip in our build, because the other pages' schemas share it) into that view, over the
// 150 kB first-load budget (scripts/size-budget.mjs). The shape is one flat record, so plain code
// checks it exactly; thumbnails.test.ts pins what it accepts and refuses.

// ---- GET /api/stars/thumbnails -------------------------------------------------------------

/** Star id → its card image URL, or null when none of its posts has one. */
export interface StarThumbnailsResponse {
  thumbnails: Record<string, string | null>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer when it has that shape (each URL a non-empty string or null), else null. Other keys
 * are dropped; entries are copied as own properties, so an id like `__proto__` stays data.
 */
export function parseStarThumbnailsResponse(raw: unknown): StarThumbnailsResponse | null {
  if (!isRecord(raw) || !isRecord(raw.thumbnails)) return null;
  const entries = Object.entries(raw.thumbnails);
  const valid = entries.every(([, url]) => url === null || (typeof url === 'string' && url.length > 0));
  return valid ? { thumbnails: Object.fromEntries(entries) as Record<string, string | null> } : null;
}
