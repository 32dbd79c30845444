// The one check of this answer, for the server's tests and the browser alike. Not zod: the dashboard
// checks this answer on a brand-new visitor's first view, and even zod/mini brings zod's shared core
// (about 17 kB gzip in our build, because the other pages' schemas share it) into that view, over the
// 150 kB first-load budget (scripts/size-budget.mjs). The shape is three flat records, so plain code
// checks it exactly; thumbnails.test.ts pins what it accepts and refuses.

// ---- GET /api/stars/thumbnails -------------------------------------------------------------

/** Star id → its card image URL, or null when none of its posts has one. */
export interface StarThumbnailsResponse {
  thumbnails: Record<string, string | null>;
  /**
   * Star id → what the post its image comes from says about itself (docs/operations.md "What each provider
   * offers for filtering"), so the browser can hold a card image to the person's blocklist. The answer is the
   * same for everyone: the blocklist never goes to the server. Card images are always still images. Checked
   * field by field only where a blocklist is in force (`parseMediaLabels`, loaded with the matching), so a
   * first view without one carries no label code.
   */
  labels: Record<string, unknown>;
  /**
   * Star id → the scaled renditions of its card image, narrowest first, for the card's `srcset` (so a phone
   * downloads a card-size image, not `thumbnails`' fallback). Absent for a star whose source gives no sizes (a
   * library item's preview): its card shows the fallback URL alone.
   */
  renditions: Record<string, CardRendition[]>;
}

/** One size of a card image: its URL and its width in pixels (the `w` descriptor of a srcset entry). */
export interface CardRendition {
  url: string;
  width: number;
}

/** A URL a srcset can carry as it is: http(s), and no whitespace or comma (they separate srcset entries). */
const isSrcsetUrl = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\/[^\s,]+$/.test(url);

/**
 * The renditions when each one has a srcset-safe URL and a positive whole width, sorted narrowest first with one
 * per width; else null (the card then keeps its fallback URL alone). Extra keys are dropped.
 */
export function parseCardRenditions(raw: unknown): CardRendition[] | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const renditions: CardRendition[] = [];
  for (const entry of raw as unknown[]) {
    if (!isRecord(entry) || !isSrcsetUrl(entry.url)) return null;
    const { width } = entry;
    if (typeof width !== 'number' || !Number.isInteger(width) || width <= 0) return null;
    renditions.push({ url: entry.url, width });
  }
  renditions.sort((a, b) => a.width - b.width);
  return renditions.filter((r, i) => i === 0 || r.width !== renditions[i - 1]?.width);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer when its thumbnails have that shape (each URL a non-empty string or null), else null. Other
 * keys are dropped; entries are copied as own properties, so an id like `__proto__` stays data. Labels are
 * kept as sent for the stars listed (an answer cached before they existed has none: each star then has none);
 * renditions only for stars with an image, and a star's malformed list is dropped alone.
 */
export function parseStarThumbnailsResponse(raw: unknown): StarThumbnailsResponse | null {
  if (!isRecord(raw) || !isRecord(raw.thumbnails)) return null;
  const entries = Object.entries(raw.thumbnails);
  const valid = entries.every(([, url]) => url === null || (typeof url === 'string' && url.length > 0));
  if (!valid) return null;
  const labels = isRecord(raw.labels) ? raw.labels : {};
  const renditions = isRecord(raw.renditions) ? raw.renditions : {};
  return {
    thumbnails: Object.fromEntries(entries) as Record<string, string | null>,
    labels: Object.fromEntries(entries.flatMap(([id]) => (Object.hasOwn(labels, id) ? [[id, labels[id]]] : []))),
    renditions: Object.fromEntries(
      entries.flatMap(([id, url]) => {
        const sizes = url !== null && Object.hasOwn(renditions, id) ? parseCardRenditions(renditions[id]) : null;
        return sizes ? [[id, sizes]] : [];
      }),
    ),
  };
}
