// A small per-instance LRU with per-entry expiry, plus single-flight so concurrent identical
// upstream requests share one call. (lru-cache is only present as an old transitive dependency.)

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export interface LruCacheOptions {
  maxEntries: number;
  /** Clock in ms; tests pass a fake one. */
  now?: () => number;
}

export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: LruCacheOptions) {
    this.maxEntries = Math.max(1, options.maxEntries);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Runs `load` once per key at a time; callers arriving while it runs share its promise. */
export class SingleFlight<V> {
  private readonly inFlight = new Map<string, Promise<V>>();

  run(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = load().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}

/** Cache-or-load: a fresh cached value, else one shared load whose result is cached for `ttlFor(value)`. */
export async function cachedLoad<V>(
  cache: LruCache<V>,
  flights: SingleFlight<V>,
  key: string,
  load: () => Promise<V>,
  ttlFor: (value: V) => number,
): Promise<V> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  return flights.run(key, async () => {
    const value = await load();
    cache.set(key, value, ttlFor(value));
    return value;
  });
}
