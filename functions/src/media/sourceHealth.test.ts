import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createListingService } from './listingService.js';
import type { ListingSource } from './listingSource.js';
import { summarizeHealth } from './mediaHealthSummary.js';
import { countRateLimits, SourceHealth, sourceHealth } from './sourceHealth.js';

describe('SourceHealth', () => {
  it('when lookups, loads and failures happen, then take() answers them once and starts again', () => {
    let now = 1_000;
    const health = new SourceHealth('forum', () => now);
    health.lookup();
    health.lookup();
    health.loaded(true);
    now = 2_000;
    health.loaded(false);
    health.rateLimited();
    expect(health.take()).toEqual({
      lookups: 2,
      loads: 2,
      failures: 1,
      rateLimited: 1,
      lastSuccessAt: 1_000,
      lastFailureAt: 2_000,
    });
    expect(health.take()).toEqual({
      lookups: 0,
      loads: 0,
      failures: 0,
      rateLimited: 0,
      lastSuccessAt: null,
      lastFailureAt: null,
    });
  });

  it('when a write failed, then restore() puts the counts back for the next one', () => {
    const health = new SourceHealth('demo', () => 5);
    health.lookup();
    health.loaded(true);
    const delta = health.take();
    health.lookup();
    health.restore(delta);
    expect(health.take()).toMatchObject({ lookups: 2, loads: 1, lastSuccessAt: 5 });
  });
});

describe('countRateLimits', () => {
  it('when the upstream answers 429, then the provider counts it; other answers are not counted', async () => {
    const provider = `p429-${String(Math.random())}`;
    const statuses = [200, 429, 404, 429];
    const fetchFn = countRateLimits(provider, () =>
      Promise.resolve(new Response('{}', { status: statuses.shift() ?? 200 })),
    );
    for (let i = 0; i < 4; i += 1) await fetchFn('http://upstream.test/x');
    expect(sourceHealth(provider).take().rateLimited).toBe(2);
  });
});

describe('listing service instrumentation', () => {
  it('when the same page is asked for twice and the source fails once, then lookups, loads and failures say so', async () => {
    const results: ('ok' | 'not-ok')[] = ['ok', 'not-ok'];
    const source = {
      provider: 'library',
      fetchPage: () => Promise.resolve(results.shift() === 'ok' ? { items: [], after: null } : ('not-ok' as const)),
    } satisfies ListingSource;
    const service = createListingService({ source, failureTtlMs: 0 });
    sourceHealth('library').take();
    const params = { sub: 'x', type: 'hot', limit: 5 } as const;
    await service.getPage(params);
    await service.getPage(params);
    await service.getPage({ ...params, sub: 'y' });
    expect(sourceHealth('library').take()).toMatchObject({ lookups: 3, loads: 2, failures: 1 });
  });
});

describe('summarizeHealth', () => {
  it('when hourly documents of two providers are summed, then rates and latest times come out per provider', () => {
    const t = (iso: string) => Timestamp.fromDate(new Date(iso));
    const sources = summarizeHealth([
      {
        provider: 'forum',
        lookups: 10,
        loads: 4,
        failures: 1,
        rateLimited: 2,
        lastSuccessAt: t('2026-01-01T10:00:00Z'),
      },
      { provider: 'forum', lookups: 10, loads: 4, failures: 1, lastSuccessAt: t('2026-01-01T11:00:00Z') },
      { provider: 'videoHost', lookups: 0, loads: 0 },
    ]);
    expect(sources).toEqual([
      {
        provider: 'forum',
        lookups: 20,
        loads: 8,
        failures: 2,
        rateLimited: 2,
        lastSuccessAt: '2026-01-01T11:00:00.000Z',
        lastFailureAt: null,
        errorRate: 0.25,
        cacheHitRate: 0.6,
      },
      {
        provider: 'videoHost',
        lookups: 0,
        loads: 0,
        failures: 0,
        rateLimited: 0,
        lastSuccessAt: null,
        lastFailureAt: null,
        errorRate: null,
        cacheHitRate: null,
      },
    ]);
  });
});
