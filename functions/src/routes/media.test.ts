import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@demo-upstream/server.js';
import { startFakeUpstream, type FakeUpstream } from '../media/fixtures/fakeUpstream.js';
import { createForumSource } from '../media/forumSource.js';
import { NO_BLOCKLIST } from '../media/blocklist.js';
import { createListingService } from '../media/listingService.js';
import type { MediaServices } from '../media/mediaServices.js';
import { createVideoHostClient } from '../media/videoHost.js';
import { createImageSelector } from '../shared/media/imageSelection.js';
import { errorHandler, notFoundHandler } from '../middleware/errorHandler.js';
import { createListingRouter, DEGRADED_LISTING_CACHE_CONTROL } from './listing.js';
import { createThumbnailService } from '../media/thumbnailService.js';
import type { ListingService } from '../media/listingService.js';
import { signedStreamPath } from '../media/videoLinks.js';
import { STREAM_LINK_MAX_BYTES, STREAM_LINK_MAX_REQUESTS, STREAM_LINK_SLICE_BYTES } from '../shared/constants.js';
import type { StreamSpend } from '../data/streamBudgets.js';
import { STREAM_LINK_GIVE_BACK_FROM_BYTES, streamBudgetKey } from '../media/streamBudget.js';
import { createVideoRouter } from './video.js';
import { seededCatalogueSource } from '../stars/seedCatalogue.js';

// The seeded stars stand in for the live catalogue (no Firestore here).
const catalogue = seededCatalogueSource();

// The media routes in-process over scripted upstreams: upstream faults must never become our 5xx.
const USER_AGENT = 'web:starsession:test (by /u/starsession_app)';
const KEY = 'unit-test-stream-signing-key';
const signed = (id: string, quality: 'hd' | 'sd' = 'hd', nowMs = Date.now()) =>
  signedStreamPath(id, quality, { uid: 'uid1', address: '127.0.0.1' }, KEY, nowMs);

/** Each link's spend, in memory (the route's own store is Firestore), with the same reserve/release contract. */
function memoryBudget() {
  const spent = new Map<string, StreamSpend>();
  const entry = (key: string) => spent.get(key) ?? { requests: 0, bytes: 0 };
  return {
    spent,
    reserve: (key: string, _expiresAtMs: number, decide: (spent: StreamSpend) => number | null) => {
      const now = entry(key);
      const bytes = decide(now);
      if (bytes !== null) spent.set(key, { requests: now.requests + 1, bytes: now.bytes + bytes });
      return Promise.resolve(bytes);
    },
    release: (key: string, bytes: number) => {
      spent.set(key, { ...entry(key), bytes: entry(key).bytes - bytes });
      return Promise.resolve();
    },
  };
}

function services(listing: ListingService, videoHost: MediaServices['videoHost']): MediaServices {
  return {
    listing,
    thumbnails: createThumbnailService({ listing, extraHosts: [], catalogue: () => catalogue.current() }),
    videoHost,
    blocklist: NO_BLOCKLIST,
    selector: createImageSelector(),
  };
}

const noAgeGate: RequestHandler = (_req, _res, next) => {
  next();
};

async function serve(services: MediaServices, budget = memoryBudget()) {
  const app = express();
  app.use(
    '/api',
    // Age assurance has its own tests (ageAssurance/access.test.ts); these are about the upstream.
    createListingRouter(() => services, { cursorKey: () => KEY, budget: [], ageGate: noAgeGate, catalogue }),
    createVideoRouter(() => services, { key: () => KEY, budget, ageGate: noAgeGate }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('media routes when the upstream misbehaves', () => {
  let broken: FakeUpstream;
  let app: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    broken = await startFakeUpstream((r) =>
      r.path === '/v2/auth/temporary'
        ? { body: { token: 'tok' } }
        : r.path.startsWith('/v2/gifs/')
          ? {
              body: {
                gif: {
                  id: 'brokenmedia',
                  duration: 3,
                  urls: { hd: `http://${r.headers.host ?? ''}/media/broken.webm` },
                },
              },
            }
          : { status: 500, body: '<html>upstream exploded</html>' },
    );
    app = await serve(
      services(
        createListingService({ source: createForumSource({ publicOrigin: broken.origin, userAgent: USER_AGENT }) }),
        createVideoHostClient({ apiOrigin: broken.origin, userAgent: USER_AGENT }),
      ),
    );
  });
  afterAll(async () => {
    await app.close();
    await broken.close();
  });

  it('when the forum answers 500, then the listing answers 200 with an empty page and a short cache', async () => {
    const res = await fetch(`${app.origin}/api/reddit/listing?sub=AriaValeGallery&limit=10`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(DEGRADED_LISTING_CACHE_CONTROL);
    expect(await res.json()).toEqual({ items: [], after: null });
  });

  it('when the media bytes answer 500, then the stream answers 404, not a 5xx', async () => {
    const res = await fetch(`${app.origin}${signed('brokenmedia')}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: 'Video unavailable right now.', code: 'videoUnavailable' });
  });
});

describe('video stream over the demo upstream', () => {
  let demo: DemoUpstream;
  let app: Awaited<ReturnType<typeof serve>>;
  const budget = memoryBudget();

  beforeAll(async () => {
    demo = await startDemoUpstream({ port: 0, tokenPolicy: { revoke: 'none', atUse: 0 } });
    app = await serve(
      services(
        createListingService({ source: createForumSource({ publicOrigin: demo.origin, userAgent: USER_AGENT }) }),
        createVideoHostClient({ apiOrigin: demo.origin, userAgent: USER_AGENT }),
      ),
      budget,
    );
  });
  afterAll(async () => {
    await app.close();
    await demo.close();
  });

  async function listedVideoId(): Promise<string> {
    const listing = (await (await fetch(`${app.origin}/api/reddit/listing?sub=AriaValeGallery&limit=60`)).json()) as {
      items: { url?: string }[];
    };
    return listing.items.map((i) => /redgifs\.com\/watch\/([a-z]+)/.exec(i.url ?? '')?.[1]).find(Boolean) ?? '';
  }

  it('when one link is fetched past its request budget, then it answers 429 while a fresh link still plays', async () => {
    const id = await listedVideoId();
    // Each link has its own budget: this one (sd, 3 s older) is not the one the other tests fetch.
    const link = signed(id, 'sd', Date.now() - 3000);
    const statuses: number[] = [];
    for (let i = 0; i <= STREAM_LINK_MAX_REQUESTS; i += 1) {
      const res = await fetch(`${app.origin}${link}`, { headers: { Range: 'bytes=0-99' } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, STREAM_LINK_MAX_REQUESTS).every((s) => s === 206)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await fetch(`${app.origin}${signed(id, 'sd', Date.now() - 5000)}`)).status).toBe(200);
  });

  /** A fresh link whose budget has only `left` bytes (as after earlier answers), and its budget key. */
  function linkWithBytesLeft(id: string, left: number, ageMs: number): { link: string; key: string } {
    const link = signed(id, 'sd', Date.now() - ageMs);
    const key = streamBudgetKey(new URLSearchParams(link.split('?')[1]).get('sig') ?? '');
    budget.spent.set(key, { requests: 1, bytes: STREAM_LINK_MAX_BYTES - left });
    return { link, key };
  }

  it('when a link has fewer bytes left than an open range asks, then it gets only those, then 429', async () => {
    const id = await listedVideoId();
    const { link, key } = linkWithBytesLeft(id, 50, 7000);
    const res = await fetch(`${app.origin}${link}`, { headers: { Range: 'bytes=0-' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-49\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(50);
    expect(budget.spent.get(key)?.bytes).toBe(STREAM_LINK_MAX_BYTES);
    const over = await fetch(`${app.origin}${link}`, { headers: { Range: 'bytes=50-' } });
    expect(over.status).toBe(429);
  });

  it('when a request without Range meets a short budget, then its body is cut at the bytes left', async () => {
    const id = await listedVideoId();
    const { link } = linkWithBytesLeft(id, 50, 9000);
    const res = await fetch(`${app.origin}${link}`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(50);
    // The connection closes after exactly 50 bytes: they arrive, then the body ends short of its length.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let received = 0;
    let endedShort = false;
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.length;
    } catch {
      endedShort = true;
    }
    expect(received).toBe(50);
    expect(endedShort).toBe(true);
  });

  it('when an honest open range is answered on a fresh link, then it is charged its reservation (one write), not given back', async () => {
    const id = await listedVideoId();
    const link = signed(id, 'sd', Date.now() - 11_000);
    const key = streamBudgetKey(new URLSearchParams(link.split('?')[1]).get('sig') ?? '');
    const res = await fetch(`${app.origin}${link}`, { headers: { Range: 'bytes=0-' } });
    expect(res.status).toBe(206);
    const size = (await res.arrayBuffer()).byteLength;
    expect(size).toBeLessThan(STREAM_LINK_SLICE_BYTES);
    expect(budget.spent.get(key)).toEqual({ requests: 1, bytes: STREAM_LINK_SLICE_BYTES });
  });

  it('when an honest open range is answered on a link nearing its bytes, then it is charged what was sent, not what was reserved', async () => {
    const id = await listedVideoId();
    const { link, key } = linkWithBytesLeft(id, STREAM_LINK_MAX_BYTES - STREAM_LINK_GIVE_BACK_FROM_BYTES, 15_000);
    const before = budget.spent.get(key) ?? { requests: 0, bytes: 0 };
    const res = await fetch(`${app.origin}${link}`, { headers: { Range: 'bytes=0-' } });
    expect(res.status).toBe(206);
    const size = (await res.arrayBuffer()).byteLength;
    expect(size).toBe(Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]));
    expect(budget.spent.get(key)).toEqual({ requests: before.requests + 1, bytes: before.bytes + size });
  });

  it('when a range is asked, then Range goes upstream and 206, Content-Range and Content-Length come back', async () => {
    const id = await listedVideoId();
    const res = await fetch(`${app.origin}${signed(id)}`, { headers: { Range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('1a45dfa3');
  });

  it('when the link is unsigned, tampered with or expired, then the stream answers 403', async () => {
    const good = signed('somevideo');
    const variants = [
      '/api/redgifs/stream/somevideo?q=hd',
      good.replace('q=hd', 'q=sd'),
      good.replace('v=uid1', 'v=uid2'),
      good.replace('somevideo', 'othervideo'),
      good.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43)),
      signed('somevideo', 'hd', Date.now() - 11 * 60_000),
    ];
    for (const path of variants) {
      const res = await fetch(`${app.origin}${path}`);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({
        ok: false,
        error: 'This video link is invalid or has expired.',
        code: 'streamLinkInvalid',
      });
    }
  });

  it('when a link signed for one address is fetched from another, then the stream answers 403', async () => {
    const elsewhere = signedStreamPath('somevideo', 'hd', { uid: 'uid1', address: '203.0.113.9' }, KEY, Date.now());
    expect((await fetch(`${app.origin}${elsewhere}`)).status).toBe(403);
  });
});

describe('video stream content type', () => {
  let upstream: FakeUpstream;
  let app: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    upstream = await startFakeUpstream((r) =>
      r.path === '/v2/auth/temporary'
        ? { body: { token: 'tok' } }
        : r.path.startsWith('/v2/gifs/')
          ? {
              body: {
                gif: { id: 'htmlclip', duration: 3, urls: { hd: `http://${r.headers.host ?? ''}/media/clip.mp4` } },
              },
            }
          : { status: 200, headers: { 'content-type': 'text/html' }, body: '<script>alert(1)</script>' },
    );
    app = await serve(
      services(
        createListingService({ source: createForumSource({ publicOrigin: upstream.origin, userAgent: USER_AGENT }) }),
        createVideoHostClient({ apiOrigin: upstream.origin, userAgent: USER_AGENT }),
      ),
    );
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('when the upstream labels the bytes as HTML, then the proxy still answers a video type with nosniff', async () => {
    const res = await fetch(`${app.origin}${signed('htmlclip')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
