import {
  LISTING_COUNT_DEFAULT,
  LISTING_COUNT_MAX,
  LISTING_COUNT_MIN,
  LISTING_DEFAULT_TIMEFRAME,
  LISTING_MAX_PER_REQUEST,
} from '../constants.js';
import type { ListingTimeframe, ListingType } from '../constants.js';
import { dedupeListingItems } from './dedupe.js';
import { cryptoShuffle } from './shuffle.js';
import type { RandomInt } from './shuffle.js';
import type { ListingItem, ListingPage } from './types.js';

/** Stops a misbehaving upstream that keeps handing out cursors without new posts. */
const MAX_PAGES = 20;

export interface ListingPageParams {
  sub: string;
  type: ListingType;
  /** Only for 'top'. */
  timeframe?: ListingTimeframe;
  limit: number;
  after?: string;
}

/** Fetches one page; resolves 'not-ok' for a non-OK response. May throw on network errors. */
export type FetchListingPage = (params: ListingPageParams) => Promise<ListingPage | 'not-ok'>;

export interface FetchListingOptions {
  sub: string;
  type: ListingType;
  /** For 'top'; default 'all'. Ignored for 'hot'. */
  timeframe?: ListingTimeframe;
  /** Clamped to 1..120; default 30. */
  count?: number;
}

export function clampListingCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return LISTING_COUNT_DEFAULT;
  return Math.min(LISTING_COUNT_MAX, Math.max(LISTING_COUNT_MIN, Math.floor(count)));
}

/**
 * Pages through a listing until `count` distinct posts are collected, a page is empty, no cursor
 * comes back, or a response is not OK. Never rejects: a failure yields what was collected.
 */
export async function fetchListing(fetchPage: FetchListingPage, options: FetchListingOptions): Promise<ListingItem[]> {
  const count = clampListingCount(options.count);
  const timeframe = options.type === 'top' ? (options.timeframe ?? LISTING_DEFAULT_TIMEFRAME) : undefined;
  let collected: ListingItem[] = [];
  let after: string | undefined;
  const seenCursors = new Set<string>();

  try {
    for (let page = 0; page < MAX_PAGES && collected.length < count; page += 1) {
      const response = await fetchPage({
        sub: options.sub,
        type: options.type,
        ...(timeframe ? { timeframe } : {}),
        limit: Math.min(LISTING_MAX_PER_REQUEST, count - collected.length),
        ...(after ? { after } : {}),
      });
      if (response === 'not-ok' || response.items.length === 0) break;

      const before = collected.length;
      collected = dedupeListingItems([...collected, ...response.items]);
      const next = response.after;
      if (!next || seenCursors.has(next) || collected.length === before) break;
      seenCursors.add(next);
      after = next;
    }
  } catch {
    // Listing failures are silent (docs/product-rules.md#media-and-thumbnails): the caller gets what was collected.
  }
  return collected.slice(0, count);
}

export interface FetchMixedOptions {
  sub: string;
  /** Clamped to 1..120; default 30. */
  count?: number;
}

/**
 * Top of the month (count) + top of the week (half) + hot (half), shuffled, deduplicated and
 * trimmed to count (docs/product-rules.md#media-and-thumbnails). Never rejects.
 */
export async function fetchMixed(
  fetchPage: FetchListingPage,
  options: FetchMixedOptions,
  random?: RandomInt,
): Promise<ListingItem[]> {
  const count = clampListingCount(options.count);
  const half = Math.ceil(count / 2);
  const [month, week, hot] = await Promise.all([
    fetchListing(fetchPage, { sub: options.sub, type: 'top', timeframe: 'month', count }),
    fetchListing(fetchPage, { sub: options.sub, type: 'top', timeframe: 'week', count: half }),
    fetchListing(fetchPage, { sub: options.sub, type: 'hot', count: half }),
  ]);
  const shuffled = cryptoShuffle([...month, ...week, ...hot], random);
  return dedupeListingItems(shuffled).slice(0, count);
}
