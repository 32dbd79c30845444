import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '../demoUpstream/server.js';
import { startFakeUpstream, type FakeUpstream } from '../media/fixtures/fakeUpstream.js';
import { createForumSource } from '../media/forumSource.js';
import { createListingService } from '../media/listingService.js';
import type { MediaServices } from '../media/mediaServices.js';
import { createVideoHostClient } from '../media/videoHost.js';
import { errorHandler, notFoundHandler } from '../middleware/errorHandler.js';
import { createListingRouter, DEGRADED_LISTING_CACHE_CONTROL } from './listing.js';
import { createVideoRouter } from './videoResolve.js';

// The media routes in-process over scripted upstreams: upstream faults must never become our 5xx.
const USER_AGENT = 'web:starsession:test (by /u/starsession_app)';

async function serve(services: MediaServices) {
  const app = express();
  app.use(
    '/api',
    createListingRouter(() => services),
    createVideoRouter(() => services),
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
    const services: MediaServices = {
      listing: createListingService({
        source: createForumSource({ publicOrigin: broken.origin, userAgent: USER_AGENT }),
      }),
      videoHost: createVideoHostClient({ apiOrigin: broken.origin, userAgent: USER_AGENT }),
    };
    app = await serve(services);
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
    const res = await fetch(`${app.origin}/api/redgifs/stream/brokenmedia`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error: 'Video unavailable right now.' });
  });
});

describe('video stream over the demo upstream', () => {
  let demo: DemoUpstream;
  let app: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    demo = await startDemoUpstream({ port: 0, tokenPolicy: { revoke: 'none', atUse: 0 } });
    app = await serve({
      listing: createListingService({
        source: createForumSource({ publicOrigin: demo.origin, userAgent: USER_AGENT }),
      }),
      videoHost: createVideoHostClient({ apiOrigin: demo.origin, userAgent: USER_AGENT }),
    });
  });
  afterAll(async () => {
    await app.close();
    await demo.close();
  });

  it('when a range is asked, then Range goes upstream and 206, Content-Range and Content-Length come back', async () => {
    const listing = (await (await fetch(`${app.origin}/api/reddit/listing?sub=AriaValeGallery&limit=60`)).json()) as {
      items: { url?: string }[];
    };
    const id = listing.items.map((i) => /redgifs\.com\/watch\/([a-z]+)/.exec(i.url ?? '')?.[1]).find(Boolean) ?? '';
    const resolved = (await (await fetch(`${app.origin}/api/redgifs/resolve?u=${id}`)).json()) as { url: string };
    const res = await fetch(`${app.origin}${resolved.url}`, { headers: { Range: 'bytes=0-9' } });
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
});
