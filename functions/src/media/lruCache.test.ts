import { describe, expect, it } from 'vitest';
import { cachedLoad, LruCache, SingleFlight } from './lruCache.js';

describe('LruCache', () => {
  it('when more entries than the limit are stored, then the least recently used one goes', () => {
    const cache = new LruCache<number>({ maxEntries: 2 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('when an entry outlives its ttl, then it is gone', () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 10, now: () => now });
    cache.set('k', 'v', 100);
    now = 99;
    expect(cache.get('k')).toBe('v');
    now = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when the ttl is zero, then nothing is stored', () => {
    const cache = new LruCache<string>({ maxEntries: 10 });
    cache.set('k', 'v', 0);
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('SingleFlight and cachedLoad', () => {
  it('when 50 identical loads run at once, then the loader runs once and all get its value', async () => {
    const flights = new SingleFlight<number>();
    const cache = new LruCache<number>({ maxEntries: 10 });
    let calls = 0;
    let release: (value: number) => void = () => undefined;
    const gate = new Promise<number>((resolve) => (release = resolve));
    const load = () => {
      calls += 1;
      return gate;
    };
    const all = Promise.all(Array.from({ length: 50 }, () => cachedLoad(cache, flights, 'k', load, () => 1000)));
    release(7);
    expect(await all).toEqual(Array.from({ length: 50 }, () => 7));
    expect(calls).toBe(1);
    expect(await cachedLoad(cache, flights, 'k', load, () => 1000)).toBe(7);
    expect(calls).toBe(1);
  });

  it('when a shared load fails, then every waiter sees the failure and the next call retries', async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('boom'));
    };
    await expect(Promise.all([flights.run('k', failing), flights.run('k', failing)])).rejects.toThrow('boom');
    expect(calls).toBe(1);
    await expect(flights.run('k', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
