// The client gives up on a chunk after 3–5 s and retries; a provider answer can take longer. Sharing
// the in-flight (then finished) answer per key lets a retry pick up what the first attempt started.

export interface AnswerMemo<T> {
  get: (key: string, produce: () => Promise<T>) => Promise<T>;
}

export function createAnswerMemo<T>(maxEntries: number, ttlMs: number, now: () => number = Date.now): AnswerMemo<T> {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get: (key, produce) => {
      const nowMs = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > nowMs) return hit.value;
      entries.delete(key);
      const value = produce();
      entries.set(key, { value, expiresAt: nowMs + ttlMs });
      // A failure is not kept: the next attempt tries again.
      value.catch(() => entries.delete(key));
      // Oldest first (Map keeps insertion order).
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      return value;
    },
  };
}
