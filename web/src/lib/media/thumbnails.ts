import { THUMBNAIL_CACHE_TTL_MS } from '@shared/constants';

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
