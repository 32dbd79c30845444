// The listing endpoint's engine: one page from the configured source, cached per instance and
// shared between concurrent identical requests. It never rejects; failures become empty pages.
import type { ListingPageParams } from '../shared/media/listingFetcher.js';
import type { ListingPage } from '../shared/media/types.js';
import { LRUCache } from 'lru-cache';
import { cacheBehaviour } from './cacheClock.js';
import type { ListingSource } from './listingSource.js';
import { sourceHealth } from './sourceHealth.js';

interface ListingResult {
  page: ListingPage;
  /** True when the upstream failed and the page holds nothing; such answers are cached briefly. */
  degraded: boolean;
}

export interface ListingServiceOptions {
  source: ListingSource;
  /** How long a good page is served from memory. */
  ttlMs?: number;
  /** How long a failure is remembered, so a flood does not hammer a failing upstream. */
  failureTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Told of every good page fetched upstream, before it is served (the served-video registry). */
  onLoaded?: (params: ListingPageParams, page: ListingPage) => Promise<void>;
}

export interface ListingService {
  readonly source: ListingSource;
  getPage(params: ListingPageParams): Promise<ListingResult>;
  /** Drops cached pages (after the library changes). */
  clear(): void;
}

const LISTING_CACHE_TTL_MS = 60_000;
const LISTING_FAILURE_TTL_MS = 5_000;

function listingCacheKey(params: ListingPageParams): string {
  const timeframe = params.type === 'top' ? (params.timeframe ?? '') : '';
  return [params.sub.toLowerCase(), params.type, timeframe, params.limit, params.after ?? ''].join('|');
}

export function createListingService(options: ListingServiceOptions): ListingService {
  const ttl = options.ttlMs ?? LISTING_CACHE_TTL_MS;
  const failureTtl = options.failureTtlMs ?? LISTING_FAILURE_TTL_MS;
  const { source } = options;
  const health = sourceHealth(source.provider);

  async function load(params: ListingPageParams): Promise<ListingResult> {
    try {
      const page = await source.fetchPage(params);
      health.loaded(page !== 'not-ok');
      if (page === 'not-ok') return { page: { items: [], after: null }, degraded: true };
      await options.onLoaded?.(params, page);
      return { page, degraded: false };
    } catch {
      // Sources should not throw; if one does, the visitor still gets an (empty) answer.
      health.loaded(false);
      return { page: { items: [], after: null }, degraded: true };
    }
  }

  // fetch() is single-flight: concurrent identical requests share one upstream call.
  const cache = new LRUCache<string, ListingResult, ListingPageParams>({
    max: options.maxEntries ?? 500,
    ...cacheBehaviour(options.now),
    fetchMethod: async (_key, _stale, { options: entry, context }) => {
      const result = await load(context);
      entry.ttl = result.degraded ? failureTtl : ttl;
      return result;
    },
  });

  return {
    source,
    getPage: (params) => {
      health.lookup();
      return cache.forceFetch(listingCacheKey(params), { context: params });
    },
    clear: () => cache.clear(),
  };
}
