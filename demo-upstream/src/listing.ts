// The forum's listing endpoint semantics: `top` within a time window, `hot`, cursor paging, and the
// legacy HTML escaping that `raw_json=1` turns off.
import { CATALOGUE_NOW_UTC, type Community, type DemoPost, type ForumPostData } from './catalogueShape.js';

export type ListingSort = 'top' | 'hot';
const TIME_WINDOWS = ['hour', 'day', 'week', 'month', 'year', 'all'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

const WINDOW_SECONDS: Readonly<Record<TimeWindow, number>> = {
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
  all: Number.POSITIVE_INFINITY,
};

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

export interface ListingQuery {
  sort: ListingSort;
  /** Raw `t` parameter; the forum falls back to `day` for anything it does not know. */
  t?: string | null;
  limit?: string | null;
  after?: string | null;
  rawJson?: boolean;
}

export interface ListingResponse {
  kind: 'Listing';
  data: {
    after: string | null;
    before: null;
    dist: number;
    modhash: '';
    geo_filter: '';
    children: { kind: 't3'; data: ForumPostData }[];
  };
}

export function parseTimeWindow(t: string | null | undefined): TimeWindow {
  return (TIME_WINDOWS as readonly string[]).includes(t ?? '') ? (t as TimeWindow) : 'day';
}

export function parseLimit(limit: string | null | undefined): number {
  const n = Number.parseInt(limit ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return DEFAULT_LIMIT;
  return Math.min(n, MAX_LIMIT);
}

/** The forum's published "hot" formula: log of score plus recency (45,000 s per order of magnitude). */
function hotRank(post: ForumPostData): number {
  const order = Math.log10(Math.max(Math.abs(post.score), 1));
  return order + (post.created_utc - 1_134_028_003) / 45_000;
}

function byIdTieBreak(a: DemoPost, b: DemoPost): number {
  return a.data.id < b.data.id ? -1 : a.data.id > b.data.id ? 1 : 0;
}

/** The posts a listing walks through, in order, before paging. */
export function orderedPosts(community: Community, sort: ListingSort, window: TimeWindow): DemoPost[] {
  if (sort === 'hot') {
    return [...community.posts].sort((a, b) => hotRank(b.data) - hotRank(a.data) || byIdTieBreak(a, b));
  }
  const oldest = CATALOGUE_NOW_UTC - WINDOW_SECONDS[window];
  return community.posts
    .filter((p) => p.data.created_utc >= oldest)
    .sort((a, b) => b.data.score - a.data.score || byIdTieBreak(a, b));
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function legacyEscape(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/[&<>]/g, (c) => HTML_ENTITIES[c] ?? c);
  if (Array.isArray(value)) return value.map(legacyEscape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, legacyEscape(v)]));
  }
  return value;
}

/** Without `raw_json=1` the forum HTML-escapes `&`, `<`, `>` in every string of the body. */
function escapePost(data: ForumPostData): ForumPostData {
  return legacyEscape(data) as ForumPostData;
}

export function buildListing(community: Community, query: ListingQuery): ListingResponse {
  const posts = orderedPosts(community, query.sort, parseTimeWindow(query.t));
  const limit = parseLimit(query.limit);
  let start = 0;
  if (query.after) {
    const index = posts.findIndex((p) => p.data.name === query.after);
    // An unknown or stale cursor gives an empty page, as the real forum does.
    start = index === -1 ? posts.length : index + 1;
  }
  const page = posts.slice(start, start + limit);
  const last = page.at(-1);
  const hasMore = start + limit < posts.length;
  return {
    kind: 'Listing',
    data: {
      after: hasMore && last ? last.data.name : null,
      before: null,
      dist: page.length,
      modhash: '',
      geo_filter: '',
      children: page.map((p) => ({ kind: 't3', data: query.rawJson ? p.data : escapePost(p.data) })),
    },
  };
}
