import { afterEach, describe, expect, it } from 'vitest';
import { garbageListing, mixedListingPage1 } from '../shared/media/fixtures/forumListings.js';
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fixtures/fakeUpstream.js';
import { createForumSource } from './forumSource.js';

const USER_AGENT = 'web:starsession:1.2.3 (by /u/starsession_app)';
const PARAMS = { sub: 'AriaValeGallery', type: 'top', timeframe: 'all', limit: 25 } as const;

let fake: FakeUpstream | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function forum(reply: (r: RecordedRequest) => FakeReply): Promise<FakeUpstream> {
  fake = await startFakeUpstream(reply);
  return fake;
}

function listingCalls(server: FakeUpstream): RecordedRequest[] {
  return server.requests.filter((r) => r.path.startsWith('/r/'));
}

describe('forum source with app credentials', () => {
  function oauthForum(listing: (r: RecordedRequest) => FakeReply = () => ({ body: mixedListingPage1 })) {
    return forum((r) =>
      r.path === '/api/v1/access_token'
        ? { body: { access_token: 'app-token-1', token_type: 'bearer', expires_in: 3600, scope: '*' } }
        : listing(r),
    );
  }

  it('when pages are fetched, then one client-credentials token is used for all of them, with the required User-Agent and raw_json=1', async () => {
    const server = await oauthForum();
    const source = createForumSource({
      publicOrigin: `${server.origin}/public`,
      oauthOrigin: server.origin,
      tokenUrl: `${server.origin}/api/v1/access_token`,
      clientId: 'my-client',
      clientSecret: 'my-secret',
      userAgent: USER_AGENT,
    });

    const first = await source.fetchPage(PARAMS);
    await source.fetchPage({ ...PARAMS, after: 't3_1k2a016' });

    const tokenCalls = server.requests.filter((r) => r.path === '/api/v1/access_token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.method).toBe('POST');
    expect(tokenCalls[0]?.headers.authorization).toBe(`Basic ${Buffer.from('my-client:my-secret').toString('base64')}`);
    expect(tokenCalls[0]?.body).toBe('grant_type=client_credentials');

    const calls = listingCalls(server);
    expect(calls.map((c) => c.path)).toEqual(['/r/AriaValeGallery/top', '/r/AriaValeGallery/top']);
    expect(calls[0]?.headers.authorization).toBe('Bearer app-token-1');
    expect(calls[0]?.headers['user-agent']).toBe(USER_AGENT);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ limit: '25', raw_json: '1', t: 'all' });
    expect(calls[1]?.url.searchParams.get('after')).toBe('t3_1k2a016');

    expect(first).not.toBe('not-ok');
    if (first === 'not-ok') return;
    expect(first.items).toHaveLength(16);
    expect(first.after).toBe('t3_1k2a016');
    // Normalised: only the pipeline's fields survive.
    expect(first.items[0]).not.toHaveProperty('num_comments');
  });

  it('when the forum rejects the token with 401, then the next page fetches a new token', async () => {
    let status = 401;
    const server = await oauthForum(() => ({
      status,
      body: status === 401 ? { message: 'Unauthorized' } : mixedListingPage1,
    }));
    const source = createForumSource({
      publicOrigin: server.origin,
      oauthOrigin: server.origin,
      tokenUrl: `${server.origin}/api/v1/access_token`,
      clientId: 'c',
      clientSecret: 's',
      userAgent: USER_AGENT,
    });
    expect(await source.fetchPage(PARAMS)).toBe('not-ok');
    status = 200;
    expect(await source.fetchPage(PARAMS)).not.toBe('not-ok');
    expect(server.requests.filter((r) => r.path === '/api/v1/access_token')).toHaveLength(2);
  });

  it('when the token endpoint fails, then it quietly falls back to the public endpoint', async () => {
    const server = await forum((r) =>
      r.path === '/api/v1/access_token' ? { status: 500, body: 'oops' } : { body: mixedListingPage1 },
    );
    const source = createForumSource({
      publicOrigin: server.origin,
      oauthOrigin: `${server.origin}/oauth`,
      tokenUrl: `${server.origin}/api/v1/access_token`,
      clientId: 'c',
      clientSecret: 's',
      userAgent: USER_AGENT,
    });
    const page = await source.fetchPage(PARAMS);
    expect(page).not.toBe('not-ok');
    const calls = listingCalls(server);
    expect(calls[0]?.path).toBe('/r/AriaValeGallery/top.json');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });
});

describe('forum source without credentials', () => {
  it('when a page is fetched, then it calls the public .json endpoint with raw_json=1', async () => {
    const server = await forum(() => ({ body: mixedListingPage1 }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT });
    const page = await source.fetchPage({ sub: 'AriaValeGallery', type: 'hot', limit: 10 });
    expect(page === 'not-ok' ? 0 : page.items.length).toBe(16);
    const [call] = listingCalls(server);
    expect(call?.path).toBe('/r/AriaValeGallery/hot.json');
    expect(call?.url.searchParams.get('raw_json')).toBe('1');
    expect(call?.url.searchParams.has('t')).toBe(false);
    expect(server.requests.some((r) => r.path.includes('access_token'))).toBe(false);
  });

  it('when the forum answers 403 (datacenter block), then the page is quietly not-ok', async () => {
    const server = await forum(() => ({ status: 403, body: '<html>blocked</html>' }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT });
    expect(await source.fetchPage(PARAMS)).toBe('not-ok');
  });
});

describe('forum source faults', () => {
  it('when the forum answers 429 with Retry-After, then no further call is made until it passes', async () => {
    let now = 1_000_000;
    const server = await forum(() => ({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: { message: 'Too Many Requests' },
    }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT, now: () => now });
    expect(await source.fetchPage(PARAMS)).toBe('not-ok');
    expect(source.blockedUntil).toBe(now + 30_000);
    now += 29_999;
    expect(await source.fetchPage(PARAMS)).toBe('not-ok');
    expect(listingCalls(server)).toHaveLength(1);
    now += 1;
    await source.fetchPage(PARAMS);
    expect(listingCalls(server)).toHaveLength(2);
  });

  it('when 429s repeat without a hint, then the back-off grows', async () => {
    let now = 0;
    const server = await forum(() => ({ status: 429, body: {} }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT, now: () => now });
    await source.fetchPage(PARAMS);
    const first = source.blockedUntil - now;
    now = source.blockedUntil;
    await source.fetchPage(PARAMS);
    expect(source.blockedUntil - now).toBe(first * 2);
  });

  it('when X-Ratelimit-Remaining reaches 0, then it waits for X-Ratelimit-Reset before calling again', async () => {
    let now = 0;
    const server = await forum(() => ({
      headers: { 'X-Ratelimit-Used': '100', 'X-Ratelimit-Remaining': '0.0', 'X-Ratelimit-Reset': '12' },
      body: mixedListingPage1,
    }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT, now: () => now });
    expect(await source.fetchPage(PARAMS)).not.toBe('not-ok');
    expect(await source.fetchPage(PARAMS)).toBe('not-ok');
    expect(listingCalls(server)).toHaveLength(1);
    now = 12_000;
    expect(await source.fetchPage(PARAMS)).not.toBe('not-ok');
  });

  it.each([
    ['a 500', { status: 500, body: { message: 'Internal Server Error' } }],
    ['a 502 HTML page', { status: 502, body: '<html>Bad gateway</html>' }],
    ['malformed JSON', { status: 200, body: '{"kind":"Listing","data":{"children":[' }],
  ])('when the forum answers %s, then the page is not-ok (never a throw)', async (_label, reply: FakeReply) => {
    const server = await forum(() => reply);
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT });
    await expect(source.fetchPage(PARAMS)).resolves.toBe('not-ok');
  });

  it('when the forum is slower than the timeout, then the page is not-ok in about the timeout', async () => {
    const server = await forum(() => ({ delayMs: 2_000, body: mixedListingPage1 }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT, timeoutMs: 200 });
    const started = Date.now();
    await expect(source.fetchPage(PARAMS)).resolves.toBe('not-ok');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('when the forum cannot be reached, then the page is not-ok', async () => {
    const server = await forum(() => ({ body: {} }));
    const origin = server.origin;
    await server.close();
    fake = undefined;
    const source = createForumSource({ publicOrigin: origin, userAgent: USER_AGENT });
    await expect(source.fetchPage(PARAMS)).resolves.toBe('not-ok');
  });

  it('when some children are garbage, then the valid posts still come back (partial page)', async () => {
    const server = await forum(() => ({ body: garbageListing }));
    const source = createForumSource({ publicOrigin: server.origin, userAgent: USER_AGENT });
    const page = await source.fetchPage(PARAMS);
    expect(page === 'not-ok' ? [] : page.items.map((i) => i.id)).toEqual(['1k2a001', 'badtypes01']);
  });
});
