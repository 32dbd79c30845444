import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@demo-upstream/server.js';
import type { DemoUpstreamStats } from '@demo-upstream/stats.js';
import { fetchListing } from '../shared/media/listingFetcher.js';
import { startFakeUpstream } from './fixtures/fakeUpstream.js';
import { createForumSource } from './forumSource.js';
import type { ListingSource } from './listingSource.js';
import { createListingService } from './listingService.js';

const USER_AGENT = 'web:starsession:test (by /u/starsession_app)';
let demo: DemoUpstream;

async function stats(): Promise<DemoUpstreamStats> {
  return (await (await fetch(`${demo.origin}/__demo/stats`)).json()) as DemoUpstreamStats;
}

beforeAll(async () => {
  demo = await startDemoUpstream({ port: 0 });
});
afterAll(() => demo.close());
beforeEach(async () => {
  await fetch(`${demo.origin}/__demo/stats/reset`, { method: 'POST' });
});

function demoService() {
  return createListingService({
    source: createForumSource({ provider: 'demo', publicOrigin: demo.origin, userAgent: USER_AGENT }),
  });
}

describe('listing service over the demo upstream', () => {
  it('when a page is requested, then it returns normalised posts and a fullname cursor', async () => {
    const { page, degraded } = await demoService().getPage({
      sub: 'AriaValeGallery',
      type: 'top',
      timeframe: 'all',
      limit: 30,
    });
    expect(degraded).toBe(false);
    expect(page.items).toHaveLength(30);
    expect(page.after).toMatch(/^t3_[a-z0-9]+$/);
    // raw_json=1 was sent: no HTML-escaped ampersands in preview URLs.
    expect(JSON.stringify(page.items)).not.toContain('&amp;');
  });

  it('when 50 identical requests arrive at once, then the upstream is called once', async () => {
    const service = demoService();
    const params = { sub: 'NovaSterlingHQ', type: 'hot', limit: 20 } as const;
    const results = await Promise.all(Array.from({ length: 50 }, () => service.getPage(params)));
    expect(new Set(results.map((r) => r.page.items.length))).toEqual(new Set([20]));
    expect((await stats()).listingRequests).toBe(1);
    // A repeat within the cache time is served from memory too.
    await service.getPage(params);
    expect((await stats()).listingRequests).toBe(1);
  });

  it('when requests differ in cursor or timeframe, then each is its own upstream call', async () => {
    const service = demoService();
    const first = await service.getPage({ sub: 'IvyCastellClub', type: 'top', timeframe: 'all', limit: 10 });
    await service.getPage({ sub: 'IvyCastellClub', type: 'top', timeframe: 'week', limit: 10 });
    await service.getPage({
      sub: 'IvyCastellClub',
      type: 'top',
      timeframe: 'all',
      limit: 10,
      after: first.page.after ?? undefined,
    });
    expect((await stats()).listingRequests).toBe(3);
  });

  it('when the shared fetcher pages through it, then it gets the requested count without repeats', async () => {
    const service = demoService();
    const items = await fetchListing(async (params) => (await service.getPage(params)).page, {
      sub: 'LunaMarloweDaily',
      type: 'top',
      timeframe: 'all',
      count: 120,
    });
    expect(items).toHaveLength(120);
    expect(new Set(items.map((i) => i.id)).size).toBe(120);
  });
});

describe('listing service faults', () => {
  it('when the source rejects or fails, then the answer is an empty degraded page', async () => {
    const throwing: ListingSource = { provider: 'forum', fetchPage: () => Promise.reject(new Error('bug')) };
    const failing: ListingSource = { provider: 'forum', fetchPage: () => Promise.resolve('not-ok') };
    for (const source of [throwing, failing]) {
      const result = await createListingService({ source }).getPage({ sub: 'AriaValeGallery', type: 'hot', limit: 5 });
      expect(result).toEqual({ page: { items: [], after: null }, degraded: true });
    }
  });

  it('when the upstream fails, then a burst after it is absorbed for the failure ttl only', async () => {
    let now = 1_000;
    const fake = await startFakeUpstream(() => ({ status: 500, body: {} }));
    try {
      const service = createListingService({
        source: createForumSource({ publicOrigin: fake.origin, userAgent: USER_AGENT }),
        failureTtlMs: 5_000,
        now: () => now,
      });
      const params = { sub: 'AriaValeGallery', type: 'hot', limit: 5 } as const;
      await service.getPage(params);
      await service.getPage(params);
      now += 5_000;
      await service.getPage(params);
      expect(fake.requests).toHaveLength(1);
      now += 1;
      await service.getPage(params);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  it('when page 2 fails while paging, then what page 1 collected comes back', async () => {
    // Page 1 from the demo upstream, page 2 from a source that fails.
    const good = createForumSource({ publicOrigin: demo.origin, userAgent: USER_AGENT });
    const service = createListingService({
      source: {
        provider: 'demo',
        fetchPage: (params) => (params.after ? Promise.resolve('not-ok' as const) : good.fetchPage(params)),
      },
    });
    const items = await fetchListing(async (params) => (await service.getPage(params)).page, {
      sub: 'AriaValeGallery',
      type: 'top',
      count: 100,
    });
    expect(items).toHaveLength(60);
  });
});
