import { parseCardRenditions, type CardRendition } from '@shared/api/schemas/thumbnails';
import { THUMBNAIL_CACHE_TTL_MS } from '@shared/constants';

/** A card's image: its fallback URL and, where the source gave its sizes, the renditions of its srcset. */
export interface CardImage {
  url: string;
  renditions: CardRendition[] | null;
}

/**
 * The cached image when the entry parses and is under 4 hours old; otherwise null. Malformed renditions count as
 * none (the card then shows the URL alone), as in the server's answer.
 */
export function readThumbnailCache(raw: string | null, nowMs: number): CardImage | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { url, ts, renditions } = parsed as { url?: unknown; ts?: unknown; renditions?: unknown };
  if (typeof url !== 'string' || url === '' || typeof ts !== 'number' || !Number.isFinite(ts)) return null;
  const age = nowMs - ts;
  // A timestamp from the future cannot be trusted to expire, so it counts as stale.
  if (!(age >= 0 && age < THUMBNAIL_CACHE_TTL_MS)) return null;
  return { url, renditions: renditions === undefined ? null : parseCardRenditions(renditions) };
}

/** The entry the dashboard's inline script writes too (web/scripts/firstViewScript.js): `{url, renditions?, ts}`. */
export function makeThumbnailCacheEntry(url: string, nowMs: number, renditions?: readonly CardRendition[]): string {
  return JSON.stringify(renditions && renditions.length > 0 ? { url, renditions, ts: nowMs } : { url, ts: nowMs });
}
