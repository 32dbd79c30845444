import { THUMBNAIL_CACHE_TTL_MS } from '../constants.js';
import type { ListingItem } from './types.js';

function rank(item: ListingItem): number {
  return item.score ?? item.ups ?? 0;
}

/** The best-scored post's image URL (score, else ups, descending), or null when none has one. */
export function pickThumbnail(
  items: readonly ListingItem[],
  selectImageUrl: (item: ListingItem) => string | null,
): string | null {
  let best: { url: string; rank: number } | null = null;
  for (const item of items) {
    const url = selectImageUrl(item);
    if (!url) continue;
    // Strictly greater keeps the earlier post on ties, like a stable sort.
    if (best === null || rank(item) > best.rank) best = { url, rank: rank(item) };
  }
  return best?.url ?? null;
}

/** The cached URL when the entry parses and is under 4 hours old; otherwise null. */
export function readThumbnailCache(raw: string | null, nowMs: number): string | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { url, ts } = parsed as { url?: unknown; ts?: unknown };
  if (typeof url !== 'string' || url === '' || typeof ts !== 'number' || !Number.isFinite(ts)) return null;
  const age = nowMs - ts;
  // A timestamp from the future cannot be trusted to expire, so it counts as stale.
  return age >= 0 && age < THUMBNAIL_CACHE_TTL_MS ? url : null;
}

export function makeThumbnailCacheEntry(url: string, nowMs: number): string {
  return JSON.stringify({ url, ts: nowMs });
}
