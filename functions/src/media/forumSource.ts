// The forum's listing API (and the demo upstream, which imitates it): app-only OAuth when
// credentials exist, the public .json endpoints otherwise, rate-limit headers and 429 honoured.
import type { ListingPageParams } from '../shared/media/listingFetcher.js';
import { childrenToItems } from '../shared/media/listingPayload.js';
import type { ListingPage } from '../shared/media/types.js';
import type { ListingSource, MediaProvider } from './listingSource.js';
import { countRateLimits } from './sourceHealth.js';
import { isRecord, requestJson, type FetchFn } from './upstreamHttp.js';

export const FORUM_PUBLIC_ORIGIN = 'https://www.reddit.com';
const FORUM_OAUTH_ORIGIN = 'https://oauth.reddit.com';
const FORUM_TOKEN_URL = 'https://www.reddit.com/api/v1/access_token';

const TOKEN_EARLY_REFRESH_MS = 60_000;
/** After a failed token request, use the public endpoints for a while instead of retrying each time. */
const TOKEN_RETRY_AFTER_MS = 60_000;
const BACKOFF_START_MS = 1_000;
const BACKOFF_MAX_MS = 5 * 60_000;

export interface ForumSourceOptions {
  provider?: MediaProvider;
  /** Public JSON origin (`/r/{sub}/{type}.json`). */
  publicOrigin: string;
  /** OAuth API origin; only used with credentials. */
  oauthOrigin?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** `<platform>:<app id>:<version> (by /u/<user>)`, as the forum requires. */
  userAgent: string;
  fetch?: FetchFn;
  now?: () => number;
  timeoutMs?: number;
}

interface CachedToken {
  value: string;
  expiresAt: number;
}

export interface ForumSource extends ListingSource {
  /** When the next upstream call is allowed (ms since epoch); 0 when not backing off. */
  readonly blockedUntil: number;
}

export function createForumSource(options: ForumSourceOptions): ForumSource {
  const fetchFn = countRateLimits(options.provider ?? 'forum', options.fetch ?? fetch);
  const now = options.now ?? Date.now;
  const hasCredentials = Boolean(options.clientId && options.clientSecret);
  const oauthOrigin = options.oauthOrigin ?? FORUM_OAUTH_ORIGIN;
  const tokenUrl = options.tokenUrl ?? FORUM_TOKEN_URL;
  let token: CachedToken | null = null;
  let tokenRequest: Promise<string | null> | null = null;
  let tokenRetryAt = 0;
  let blockedUntil = 0;
  let consecutive429 = 0;

  async function requestToken(): Promise<string | null> {
    const basic = Buffer.from(`${options.clientId ?? ''}:${options.clientSecret ?? ''}`).toString('base64');
    const reply = await requestJson(fetchFn, tokenUrl, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': options.userAgent,
      },
      body: 'grant_type=client_credentials',
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    const body = reply.kind === 'response' && reply.status === 200 ? reply.body : null;
    if (!isRecord(body) || typeof body.access_token !== 'string') {
      tokenRetryAt = now() + TOKEN_RETRY_AFTER_MS;
      return null;
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    token = { value: body.access_token, expiresAt: now() + Math.max(0, lifetimeMs - TOKEN_EARLY_REFRESH_MS) };
    return token.value;
  }

  async function accessToken(): Promise<string | null> {
    if (!hasCredentials) return null;
    if (token && token.expiresAt > now()) return token.value;
    if (now() < tokenRetryAt) return null;
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  function noteRateLimit(headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const resetSec = Number(headers.get('x-ratelimit-reset'));
    if (headers.has('x-ratelimit-remaining') && remaining < 1 && resetSec > 0) {
      blockedUntil = Math.max(blockedUntil, now() + resetSec * 1000);
    }
  }

  function backOff(headers: Headers): void {
    consecutive429 += 1;
    const retryAfter = Number(headers.get('retry-after'));
    const reset = Number(headers.get('x-ratelimit-reset'));
    const told = retryAfter > 0 ? retryAfter * 1000 : reset > 0 ? reset * 1000 : 0;
    const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** (consecutive429 - 1));
    blockedUntil = now() + Math.min(BACKOFF_MAX_MS, Math.max(told, exponential));
  }

  function pageUrl(params: ListingPageParams, oauth: boolean): string {
    const query = new URLSearchParams({ limit: String(params.limit), raw_json: '1' });
    if (params.type === 'top' && params.timeframe) query.set('t', params.timeframe);
    if (params.after) query.set('after', params.after);
    const sub = encodeURIComponent(params.sub);
    return oauth
      ? `${oauthOrigin}/r/${sub}/${params.type}?${query.toString()}`
      : `${options.publicOrigin}/r/${sub}/${params.type}.json?${query.toString()}`;
  }

  async function fetchPage(params: ListingPageParams): Promise<ListingPage | 'not-ok'> {
    if (now() < blockedUntil) return 'not-ok';
    const bearer = await accessToken();
    const headers: Record<string, string> = { 'User-Agent': options.userAgent };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const reply = await requestJson(fetchFn, pageUrl(params, bearer !== null), {
      headers,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    if (reply.kind === 'failed') return 'not-ok';
    noteRateLimit(reply.headers);
    if (reply.status === 429) {
      backOff(reply.headers);
      return 'not-ok';
    }
    consecutive429 = 0;
    // A rejected token is dropped; the next request fetches a fresh one.
    if (reply.status === 401 && bearer) token = null;
    if (reply.kind === 'malformed' || reply.status !== 200) return 'not-ok';
    return childrenToItems(reply.body);
  }

  return {
    provider: options.provider ?? 'forum',
    fetchPage,
    get blockedUntil() {
      return blockedUntil;
    },
  };
}
