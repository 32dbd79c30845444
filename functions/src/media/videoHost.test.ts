import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@demo-upstream/server.js';
import type { DemoUpstreamStats } from '@demo-upstream/stats.js';
import { videoHostIdFromUrl } from '../shared/media/imageSelection.js';
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fixtures/fakeUpstream.js';
import { createVideoHostClient, type VideoHostOptions } from './videoHost.js';

const USER_AGENT = 'web:starsession:test (by /u/starsession_app)';

describe('video host client over the demo upstream', () => {
  let demo: DemoUpstream;
  let ids: string[];

  async function stats(): Promise<DemoUpstreamStats> {
    return (await (await fetch(`${demo.origin}/__demo/stats`)).json()) as DemoUpstreamStats;
  }

  beforeAll(async () => {
    demo = await startDemoUpstream({ port: 0 });
    const listing = (await (
      await fetch(`${demo.origin}/r/AriaValeGallery/top.json?t=all&limit=100&raw_json=1`)
    ).json()) as {
      data: { children: { data: { url: string } }[] };
    };
    ids = listing.data.children.map((c) => videoHostIdFromUrl(c.data.url)).filter((id): id is string => id !== null);
  });
  afterAll(() => demo.close());

  // One server start revokes only its first token, so this test owns a fresh upstream.
  it('when the first token is revoked at its 3rd lookup, then one refresh skips the throttle and every lookup succeeds', async () => {
    const fresh = await startDemoUpstream({ port: 0 });
    try {
      const sleeps: number[] = [];
      const client = createVideoHostClient({
        apiOrigin: fresh.origin,
        userAgent: USER_AGENT,
        tokenMinGapMs: 60_000,
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      });
      const results = [];
      for (const id of ids.slice(0, 4)) results.push(await client.resolve(id));
      for (const [index, result] of results.entries()) {
        expect(result).toMatchObject({ id: ids[index], relayed: false });
        if (typeof result === 'string') continue;
        expect(result.hd).toBe(`${fresh.origin}/media/video/${ids[index] ?? ''}-hd.webm`);
        expect(result.duration).toBeGreaterThan(0);
      }
      const s = (await (await fetch(`${fresh.origin}/__demo/stats`)).json()) as DemoUpstreamStats;
      expect(s.tokenRequests).toBe(2);
      expect(s.gifUnauthorized).toBe(1);
      expect(sleeps).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  describe('caching', () => {
    beforeEach(async () => {
      await fetch(`${demo.origin}/__demo/stats/reset`, { method: 'POST' });
    });

    it('when the same id is resolved 50 times at once and again later, then the host sees one lookup and one token request', async () => {
      const client = createVideoHostClient({ apiOrigin: demo.origin, userAgent: USER_AGENT });
      const id = ids[5] ?? '';
      const results = await Promise.all(Array.from({ length: 50 }, () => client.resolve(id)));
      await client.resolve(id);
      expect(new Set(results.map((r) => (typeof r === 'string' ? r : r.hd))).size).toBe(1);
      const s = await stats();
      expect(s.gifRequests).toBe(1);
      expect(s.tokenRequests).toBe(1);
    });

    it('when an unknown id is resolved, then it is not-found and the answer is cached', async () => {
      const client = createVideoHostClient({ apiOrigin: demo.origin, userAgent: USER_AGENT });
      expect(await client.resolve('nosuchgifanywhere')).toBe('not-found');
      expect(await client.resolve('nosuchgifanywhere')).toBe('not-found');
      expect((await stats()).gifNotFound).toBe(1);
    });
  });
});

describe('video host client against recorded host answers', () => {
  let fake: FakeUpstream | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const gifBody = (id: string) => ({
    gif: {
      id,
      duration: 12.5,
      width: 1080,
      height: 1920,
      hasAudio: true,
      tags: ['Calm', 'Blue', 7, 'x'.repeat(61)],
      userName: 'fictional_uploader',
      urls: { hd: `https://media.example/${id}.mp4`, sd: `https://media.example/${id}-mobile.mp4`, poster: 'x' },
    },
    user: null,
  });

  async function host(reply: (r: RecordedRequest) => FakeReply, options: Partial<VideoHostOptions> = {}) {
    fake = await startFakeUpstream(reply);
    return {
      server: fake,
      client: createVideoHostClient({ apiOrigin: fake.origin, userAgent: USER_AGENT, ...options }),
    };
  }

  it('when client credentials are configured, then it uses the client token and relays the viewer ip and user agent', async () => {
    const { server, client } = await host(
      (r) =>
        r.path === '/v2/oauth/client'
          ? { body: { access_token: 'client-token', token_type: 'Bearer', expires_in: 86_400 } }
          : { body: gifBody('calmblueheron') },
      { clientId: 'cid', clientSecret: 'csecret' },
    );
    expect(client.relaying).toBe(true);
    const viewer = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Viewer)' };
    const result = await client.resolve('calmblueheron', viewer);
    expect(result).toEqual({
      id: 'calmblueheron',
      hd: 'https://media.example/calmblueheron.mp4',
      sd: 'https://media.example/calmblueheron-mobile.mp4',
      duration: 12.5,
      relayed: true,
      // Only short string tags pass on, for the viewer's blocklist.
      tags: ['Calm', 'Blue'],
      creator: 'fictional_uploader',
    });
    const [tokenCall, lookup] = server.requests;
    expect(tokenCall?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(tokenCall?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'cid',
      client_secret: 'csecret',
    });
    expect(lookup?.path).toBe('/v2/gifs/calmblueheron');
    expect(lookup?.headers.authorization).toBe('Bearer client-token');
    expect(lookup?.url.searchParams.get('user-addr')).toBe('203.0.113.9');
    expect(lookup?.url.searchParams.get('user-agent')).toBe('Mozilla/5.0 (Viewer)');
    // URLs are bound to the viewer: another viewer gets their own lookup.
    await client.resolve('calmblueheron', { ...viewer, ip: '198.51.100.7' });
    expect(server.requests.filter((r) => r.path.startsWith('/v2/gifs/'))).toHaveLength(2);
  });

  it('when the host rejects every token, then only one refresh per gap skips the throttle', async () => {
    let issued = 0;
    const sleeps: number[] = [];
    const { server, client } = await host(
      (r) => {
        if (r.path === '/v2/auth/temporary') {
          issued += 1;
          return { body: { token: `t${issued}`, addr: '127.0.0.1', agent: USER_AGENT } };
        }
        return { status: 401, body: { error: { code: 'Unauthorized' } } };
      },
      {
        tokenMinGapMs: 5_000,
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(await client.resolve('firstid')).toBe('unavailable');
    expect(sleeps).toEqual([]);
    expect(await client.resolve('secondid')).toBe('unavailable');
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(4_000);
    expect(server.requests.filter((r) => r.path === '/v2/auth/temporary')).toHaveLength(3);
  });

  it.each([
    ['a 500', { status: 500, body: { error: 'x' } }],
    ['a 429', { status: 429, body: { error: 'slow down' } }],
    ['malformed JSON', { status: 200, body: '{"gif":' }],
    ['a gif without urls', { status: 200, body: { gif: { id: 'someid', urls: {} } } }],
    ['a slow answer', { status: 200, body: gifBody('someid'), delayMs: 1_500 }],
  ])('when the lookup gets %s, then it is unavailable and not cached', async (_label, reply: FakeReply) => {
    const { server, client } = await host(
      (r) => (r.path === '/v2/auth/temporary' ? { body: { token: 'tok' } } : reply),
      { timeoutMs: 300 },
    );
    expect(await client.resolve('someid')).toBe('unavailable');
    expect(await client.resolve('someid')).toBe('unavailable');
    expect(server.requests.filter((r) => r.path.startsWith('/v2/gifs/'))).toHaveLength(2);
  });

  it('when the token endpoint is down, then the lookup is unavailable without calling the gif API', async () => {
    const { server, client } = await host(() => ({ status: 503, body: 'down' }), { sleep: () => Promise.resolve() });
    expect(await client.resolve('someid')).toBe('unavailable');
    expect(server.requests.every((r) => r.path === '/v2/auth/temporary')).toBe(true);
  });
});
