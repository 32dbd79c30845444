import { describe, expect, it } from 'vitest';
import { LIST_PRICES, costLine, priceDay, routeOf, sharedWriteRates, summarizeDay } from './costModel.mjs';

const day = (overrides = {}) =>
  summarizeDay({
    serverLines: [],
    clientTally: [],
    ttlCollections: [],
    browserBytes: {},
    llmCalls: 0,
    ...overrides,
  });

describe('the counted visitor day', () => {
  it('when operations come from the functions and the page, then they add up by collection and in total', () => {
    const counted = day({
      serverLines: [
        { kind: 'read', collection: 'library_items', count: 4 },
        { kind: 'write', collection: 'session_runs', count: 1, document: 'session_runs/r1' },
        { kind: 'write', collection: 'session_runs', count: 1, document: 'session_runs/r1' },
        { kind: 'request', fn: 'api', path: '/sessions/heartbeat', status: 200, ms: 20, bytes: 100, mediaBytes: 0 },
        {
          kind: 'request',
          fn: 'streams',
          path: '/redgifs/stream/abcdefghijklmnopq',
          status: 206,
          ms: 980,
          bytes: 5000,
          mediaBytes: 5000,
        },
      ],
      clientTally: [
        { kind: 'read', collection: 'users', count: 1, document: 'users/u1' },
        { kind: 'write', collection: 'favorites', count: 1, document: 'users/u1/favorites/f1' },
      ],
      llmCalls: 3,
    });
    expect(counted).toMatchObject({
      reads: 5,
      writes: 3,
      deletes: 0,
      invocations: 2,
      functionBytes: 5100,
      apiMediaBytes: 5000,
      llmCalls: 3,
    });
    expect(counted.functions).toEqual({ api: 1, streams: 1 });
    expect(counted.byCollection['session_runs (server)']).toEqual({ reads: 0, writes: 2, deletes: 0 });
    expect(counted.byCollection['favorites (browser)']).toEqual({ reads: 0, writes: 1, deletes: 0 });
    expect(counted.busiestDocuments[0]).toEqual({ document: 'session_runs/r1', writes: 2 });
    expect(counted.requestSeconds).toBeCloseTo(1);
  });

  it('when documents are written in a TTL collection, then each is one delete later, unless the day deleted it', () => {
    const counted = day({
      ttlCollections: ['rate_limits'],
      serverLines: [
        { kind: 'write', collection: 'rate_limits', count: 1, document: 'rate_limits/a' },
        { kind: 'write', collection: 'rate_limits', count: 1, document: 'rate_limits/a' },
        { kind: 'write', collection: 'rate_limits', count: 1, document: 'rate_limits/b' },
        { kind: 'delete', collection: 'rate_limits', count: 1, document: 'rate_limits/b' },
        { kind: 'write', collection: 'users', count: 1, document: 'users/u1' },
      ],
    });
    expect(counted.ttlDeletes).toBe(1);
    expect(counted.deletes).toBe(2);
  });

  it('when a route carries ids, then they fold into one row', () => {
    expect(routeOf('/sessions/abcdefghijklmnopqrstuv/beat')).toBe('/sessions/:id/beat');
    expect(routeOf('/llm/chunk')).toBe('/llm/chunk');
  });

  it('when the day is priced, then each line is its count at the list price, and per 1,000 is a thousand days', () => {
    const counted = day({
      serverLines: [{ kind: 'read', collection: 'x', count: 100_000 }],
      browserBytes: { storage: 1e9 },
      llmCalls: 10,
    });
    const price = priceDay(counted);
    expect(price.lines.firestoreReads).toBeCloseTo(LIST_PRICES.firestoreReadPer100k);
    expect(price.lines.mediaFromStorage).toBeCloseTo(LIST_PRICES.cdnEgressPerGb);
    expect(price.lines.llm).toBeCloseTo(10 * LIST_PRICES.llmCall);
    expect(price.per1000).toBeCloseTo(price.perVisitorDay * 1000);
    expect(costLine(counted, price)).toMatch(
      /^cost: writes=0 reads=100000 deletes=0 invocations=0 apiMediaBytes=0 llmCalls=10 usdPer1000=\d+\.\d\d$/,
    );
  });

  it('when visitors share a document, then its rate grows with them, spread over its shards; a visitor’s own are left out', () => {
    const counted = day({
      serverLines: [
        ...Array.from({ length: 5 }, () => ({ kind: 'write', collection: 'users', count: 1, document: 'users/u1' })),
        { kind: 'write', collection: 'llm_budget_shards', count: 1, document: 'llm_budget/d/llm_budget_shards/3' },
        { kind: 'write', collection: 'llm_budget_shards', count: 1, document: 'llm_budget/d/llm_budget_shards/9' },
        { kind: 'write', collection: 'counters', count: 1, document: 'counters/all' },
      ],
    });
    const rates = sharedWriteRates(counted, {
      isShared: (doc) => !doc.includes('u1'),
      familyOf: (doc) =>
        doc.includes('llm_budget_shards/')
          ? { family: 'llm_budget_shards', documents: 4 }
          : { family: doc, documents: 1 },
      dailyVisitors: 86_400,
    });
    expect(rates).toEqual([
      { family: 'counters/all', documents: 1, writes: 1, writesPerSecond: 1 },
      { family: 'llm_budget_shards', documents: 4, writes: 2, writesPerSecond: 0.5 },
    ]);
  });
});
