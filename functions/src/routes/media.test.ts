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
import { errorHandler, notFoundHandler } from '../middleware/errorHandler.js';
import { createListingRouter, DEGRADED_LISTING_CACHE_CONTROL } from './listing.js';
import { createThumbnailService } from '../media/thumbnailService.js';
import type { ListingService } from '../media/listingService.js';
import { signedStreamPath } from '../media/videoLinks.js';
import { STREAM_LINK_MAX_REQUESTS } from '../shared/constants.js';
import { createVideoRouter } from './video.js';

// The media routes in-process over scripted upstreams: upstream faults must never become our 5xx.
const USER_AGENT = 'web:starsession:test (by /u/starsession_app)';
const KEY = 'unit-test-stream-signing-key';
const signed = (id: string, quality: 'hd' | 'sd' = 'hd', nowMs = Date.now()) =>
  signedStreamPath(id, quality, { uid: 'uid1', address: '127.0.0.1' }, KEY, nowMs);

/** Each link's spend, in memory (the route's own store is Firestore). */
function memoryBudget() {
  const spent = new Map<string, { requests: number; bytes: number }>();
  return {
    spendRequest: (key: string) => {
      const entry = spent.get(key) ?? { requests: 0, bytes: 0 };
      entry.requests += 1;
      spent.set(key, entry);
      return Promise.resolve({ ...entry });
    },
    spendBytes: (key: string, bytes: number) => {
      const entry = spent.get(key) ?? { requests: 0, bytes: 0 };
      entry.bytes += bytes;
      spent.set(key, entry);
      return Promise.resolve();
    },
  };
}

function services(listing: ListingService, videoHost: MediaServices['videoHost']): MediaServices {
  return {
    listing,
    thumbnails: createThumbnailService({ listing, extraHosts: [] }),
    videoHost,
    blocklist: NO_BLOCKLIST,
  };
}

const noAgeGate: RequestHandler = (_req, _res, next) => {
  next();
};

async function serve(services: MediaServices) {
  const app = express();
  app.use(
    '/api',
    // Age assurance has its own tests (ageAssurance/access.test.ts); these are about the upstream.
    createListingRouter(() => services, { cursorKey: () => KEY, budget: [], ageGate: noAgeGate }),
    createVideoRouter(() => services, { key: () => KEY, budget: memoryBudget(), ageGate: noAgeGate }),
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
    expect(await res.json()).toEqual({ ok: false, error: 'Video unavailable right now.' });
  });
});

describe('video stream over the demo upstream', () => {
  let demo: DemoUpstream;
  let app: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    demo = await startDemoUpstream({ port: 0, tokenPolicy: { revoke: 'none', atUse: 0 } });
    app = await serve(
      services(
        createListingService({ source: createForumSource({ publicOrigin: demo.origin, userAgent: USER_AGENT }) }),
        createVideoHostClient({ apiOrigin: demo.origin, userAgent: USER_AGENT }),
      ),
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
      expect(await res.json()).toEqual({ ok: false, error: 'This video link is invalid or has expired.' });
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
