// The video host's API v2: a cached token (guest, or client credentials when configured), one
// refresh on 401, and cached lookups. Guest tokens are rate-limited per hour upstream, hence the
// minimum gap between token requests.
import { VIDEO_HOST_TOKEN_MIN_GAP_MS, VIDEO_HOST_TOKEN_TTL_MS } from '../shared/constants.js';
import { LRUCache } from 'lru-cache';
import { cacheBehaviour } from './cacheClock.js';
import { countRateLimits, sourceHealth } from './sourceHealth.js';
import { isRecord, requestJson, type FetchFn } from './upstreamHttp.js';

export const VIDEO_HOST_API_ORIGIN = 'https://api.redgifs.com';

export interface VideoViewer {
  ip: string;
  userAgent: string;
}

export interface VideoResolution {
  id: string;
  hd: string | null;
  sd: string | null;
  /** Seconds. */
  duration: number;
  /** True when the URLs were signed for the viewer (relaying), false when signed for this server. */
  relayed: boolean;
  /** The uploader's tags and name, for the viewer's blocklist (docs/operations.md). */
  tags: string[];
  creator: string | null;
}

type ResolveOutcome = VideoResolution | 'not-found' | 'unavailable';

export interface VideoHostOptions {
  apiOrigin: string;
  /** With both, the client-credentials flow and viewer relaying are used. */
  clientId?: string;
  clientSecret?: string;
  userAgent: string;
  fetch?: FetchFn;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  tokenTtlMs?: number;
  tokenMinGapMs?: number;
  resultTtlMs?: number;
  notFoundTtlMs?: number;
}

export interface VideoHostClient {
  readonly relaying: boolean;
  resolve(id: string, viewer?: VideoViewer): Promise<ResolveOutcome>;
  /** Forgets a cached lookup (its URLs expired). */
  forget(id: string): void;
}

/** The video host's name on the admin page's media health. */
const VIDEO_HOST_HEALTH = 'videoHost';

/** Signed URLs live 30–60 minutes upstream; keep ours well inside that. */
const RESULT_TTL_MS = 15 * 60_000;
const NOT_FOUND_TTL_MS = 10 * 60_000;
/** The host's tags are short words; more or longer ones are not tags worth passing on. */
const VIDEO_TAGS_MAX = 30;
const VIDEO_TAG_MAX_CHARS = 60;
const CLIENT_TOKEN_MAX_MS = 24 * 60 * 60_000;
const TOKEN_EARLY_REFRESH_MS = 60_000;

interface Token {
  value: string;
  expiresAt: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseGif(body: unknown, relayed: boolean): VideoResolution | null {
  if (!isRecord(body) || !isRecord(body.gif)) return null;
  const { gif } = body;
  const urls = isRecord(gif.urls) ? gif.urls : {};
  const hd = typeof urls.hd === 'string' ? urls.hd : null;
  const sd = typeof urls.sd === 'string' ? urls.sd : null;
  if (typeof gif.id !== 'string' || (!hd && !sd)) return null;
  const duration = typeof gif.duration === 'number' && gif.duration > 0 ? gif.duration : 0;
  const tags = Array.isArray(gif.tags)
    ? gif.tags.filter((tag): tag is string => typeof tag === 'string' && tag.length <= VIDEO_TAG_MAX_CHARS)
    : [];
  const creator = typeof gif.userName === 'string' && gif.userName !== '' ? gif.userName : null;
  return { id: gif.id, hd, sd, duration, relayed, tags: tags.slice(0, VIDEO_TAGS_MAX), creator };
}

export function createVideoHostClient(options: VideoHostOptions): VideoHostClient {
  const fetchFn = countRateLimits(VIDEO_HOST_HEALTH, options.fetch ?? fetch);
  const health = sourceHealth(VIDEO_HOST_HEALTH);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const relaying = Boolean(options.clientId && options.clientSecret);
  const minGap = options.tokenMinGapMs ?? VIDEO_HOST_TOKEN_MIN_GAP_MS;
  const timeout = options.timeoutMs ? { timeoutMs: options.timeoutMs } : {};

  let token: Token | null = null;
  let tokenFlight: Promise<Token | null> | null = null;
  let lastTokenRequestAt = Number.NEGATIVE_INFINITY;
  // A refresh after a 401 may skip the throttle, but only once per gap, so a host that rejects
  // every token cannot make us burn through the hourly token allowance.
  let lastBypassAt = Number.NEGATIVE_INFINITY;

  async function requestToken(): Promise<Token | null> {
    lastTokenRequestAt = now();
    const reply = relaying
      ? await requestJson(fetchFn, `${options.apiOrigin}/v2/oauth/client`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': options.userAgent },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: options.clientId ?? '',
            client_secret: options.clientSecret ?? '',
          }).toString(),
          ...timeout,
        })
      : await requestJson(fetchFn, `${options.apiOrigin}/v2/auth/temporary`, {
          headers: { 'User-Agent': options.userAgent },
          ...timeout,
        });
    if (reply.kind !== 'response' || reply.status !== 200 || !isRecord(reply.body)) return null;
    const value = reply.body.access_token ?? reply.body.token;
    if (typeof value !== 'string' || value === '') return null;
    const lifetime = relaying
      ? Math.min(CLIENT_TOKEN_MAX_MS, (typeof reply.body.expires_in === 'number' ? reply.body.expires_in : 3600) * 1000)
      : (options.tokenTtlMs ?? VIDEO_HOST_TOKEN_TTL_MS);
    token = { value, expiresAt: now() + Math.max(1000, lifetime - (relaying ? TOKEN_EARLY_REFRESH_MS : 0)) };
    return token;
  }

  /** A valid token; `rejected` is the one that just got a 401 (its refresh may skip the throttle once). */
  async function getToken(rejected?: string): Promise<Token | null> {
    if (token && token.value !== rejected && token.expiresAt > now()) return token;
    if (rejected && token?.value === rejected) token = null;
    tokenFlight ??= (async () => {
      const bypass = rejected !== undefined && now() - lastBypassAt >= minGap;
      if (bypass) lastBypassAt = now();
      const wait = lastTokenRequestAt + minGap - now();
      if (!bypass && wait > 0) await sleep(wait);
      return requestToken();
    })().finally(() => {
      tokenFlight = null;
    });
    return tokenFlight;
  }

  async function lookup(id: string, viewer: VideoViewer | undefined, bearer: string) {
    const query =
      relaying && viewer
        ? `?${new URLSearchParams({ 'user-addr': viewer.ip, 'user-agent': viewer.userAgent }).toString()}`
        : '';
    return requestJson(fetchFn, `${options.apiOrigin}/v2/gifs/${encodeURIComponent(id)}${query}`, {
      headers: { Authorization: `Bearer ${bearer}`, 'User-Agent': options.userAgent },
      ...timeout,
    });
  }

  async function load(id: string, viewer: VideoViewer | undefined): Promise<ResolveOutcome> {
    let current = await getToken();
    for (let attempt = 0; current && attempt < 2; attempt += 1) {
      const reply = await lookup(id, viewer, current.value);
      if (reply.kind !== 'response') return 'unavailable';
      if (reply.status === 401 && attempt === 0) {
        current = await getToken(current.value);
        continue;
      }
      if (reply.status === 404) return 'not-found';
      if (reply.status !== 200) return 'unavailable';
      return parseGif(reply.body, relaying && viewer !== undefined) ?? 'unavailable';
    }
    return 'unavailable';
  }

  const keyFor = (id: string, viewer?: VideoViewer) =>
    relaying && viewer ? `${id}|${viewer.ip}|${viewer.userAgent}` : id;

  // fetch() is single-flight per key; 'unavailable' is answered to the waiters but not kept
  // (returning undefined drops the entry), so the next viewer tries again.
  const cache = new LRUCache<
    string,
    Exclude<ResolveOutcome, 'unavailable'>,
    { id: string; viewer: VideoViewer | undefined }
  >({
    max: 2000,
    ...cacheBehaviour(options.now),
    fetchMethod: async (_key, _stale, { options: entry, context }) => {
      const outcome = await load(context.id, context.viewer);
      health.loaded(outcome !== 'unavailable');
      if (outcome === 'unavailable') return undefined;
      entry.ttl =
        outcome === 'not-found' ? (options.notFoundTtlMs ?? NOT_FOUND_TTL_MS) : (options.resultTtlMs ?? RESULT_TTL_MS);
      return outcome;
    },
  });

  return {
    relaying,
    resolve: async (id, viewer) => {
      health.lookup();
      return (await cache.fetch(keyFor(id, viewer), { context: { id, viewer } })) ?? 'unavailable';
    },
    forget: (id) => cache.delete(id),
  };
}
