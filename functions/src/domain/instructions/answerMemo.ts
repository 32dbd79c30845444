// The client gives up on a chunk after 3–5 s and retries; a provider answer can take longer. Sharing
// the in-flight (then finished) answer per key lets a retry pick up what the first attempt started.
import { LRUCache } from 'lru-cache';

export interface AnswerMemo<T> {
  get: (key: string, produce: () => Promise<T>) => Promise<T>;
}

/** Least recently used answers go first; a failure is not kept (lru-cache drops rejected fetches). */
export function createAnswerMemo<T>(maxEntries: number, ttlMs: number, now: () => number = Date.now): AnswerMemo<T> {
  // Boxed: lru-cache keeps no undefined or null values, an answer may be any T.
  const cache = new LRUCache<string, { answer: T }, () => Promise<T>>({
    max: maxEntries,
    ttl: ttlMs,
    perf: { now },
    ttlResolution: 0,
    // One call per key at a time: concurrent asks share the promise of the first.
    fetchMethod: async (_key, _stale, { context }) => ({ answer: await context() }),
  });
  return {
    get: async (key, produce) => {
      const box = await cache.fetch(key, { context: produce });
      // fetchMethod always resolves a box (or rejects).
      if (box === undefined) throw new Error('answer memo: no answer');
      return box.answer;
    },
  };
}
