import { describe, expect, it, vi } from 'vitest';
import { STALE_CHUNK_RELOAD_WINDOW_MS, isStaleChunkError, reloadOnceForStaleChunk } from './staleChunkReload';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('reloadOnceForStaleChunk', () => {
  it('when a chunk fails for the first time, then the page reloads once', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk({ storage: memoryStorage(), reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when it fails again right after that reload, then it does not loop and lets the error show', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    reloadOnceForStaleChunk({ storage, reload, now: () => now });
    now += 2_000;
    expect(reloadOnceForStaleChunk({ storage, reload, now: () => now })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the next deploy comes later, then it reloads again', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    reloadOnceForStaleChunk({ storage, reload, now: () => now });
    now += STALE_CHUNK_RELOAD_WINDOW_MS + 1;
    expect(reloadOnceForStaleChunk({ storage, reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('when storage throws, then it does not reload (no loop it cannot remember)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: vi.fn(),
    };
    expect(reloadOnceForStaleChunk({ storage, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isStaleChunkError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/Session-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('when the browser says "%s", then it is a stale chunk', (message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });

  it('when it is any other error, then it is not', () => {
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });
});
