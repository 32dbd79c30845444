import type { ListingItem, MediaItem } from './types.js';

function permalinkKey(permalink: string): string {
  return permalink.trim().toLowerCase().replace(/\/+$/, '');
}

/**
 * Keeps the first of any posts sharing an id, a name or a permalink
 * (docs/product-rules.md#media-and-thumbnails). Only kept posts count as "earlier", so a dropped
 * duplicate cannot knock out a later, different post.
 */
export function dedupeListingItems(items: readonly ListingItem[]): ListingItem[] {
  const ids = new Set<string>();
  const names = new Set<string>();
  const permalinks = new Set<string>();
  const kept: ListingItem[] = [];
  for (const item of items) {
    const permalink = item.permalink ? permalinkKey(item.permalink) : '';
    const duplicate =
      ids.has(item.id) || (item.name ? names.has(item.name) : false) || (permalink ? permalinks.has(permalink) : false);
    if (duplicate) continue;
    ids.add(item.id);
    if (item.name) names.add(item.name);
    if (permalink) permalinks.add(permalink);
    kept.push(item);
  }
  return kept;
}

/**
 * Keeps the first media item per srcUrl. `alreadySeenSrcUrls` lets a refill skip what a queue
 * already holds.
 */
export function dedupeMediaItems(items: readonly MediaItem[], alreadySeenSrcUrls: Iterable<string> = []): MediaItem[] {
  const seen = new Set(alreadySeenSrcUrls);
  const kept: MediaItem[] = [];
  for (const item of items) {
    if (seen.has(item.srcUrl)) continue;
    seen.add(item.srcUrl);
    kept.push(item);
  }
  return kept;
}
