// lru-cache options shared by the media caches (listing pages, card thumbnails, video lookups).
import type { LRUCache } from 'lru-cache';

/**
 * The cache's clock: a test's fake one is read on every check (no 1 ms memo), and an in-flight load
 * evicted or cleared still answers its waiters instead of rejecting them with an abort.
 * lru-cache reads a start of 0 as "no ttl", so fake clocks start above 0, as performance.now() does.
 */
export function cacheBehaviour(
  now?: () => number,
): Pick<LRUCache.OptionsBase<string, object, unknown>, 'perf' | 'ttlResolution' | 'ignoreFetchAbort'> {
  return now ? { perf: { now }, ttlResolution: 0, ignoreFetchAbort: true } : { ignoreFetchAbort: true };
}
