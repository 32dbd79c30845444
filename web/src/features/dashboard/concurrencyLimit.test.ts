import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrencyLimit';

describe('createConcurrencyLimit', () => {
  it('when more tasks than the limit arrive, then at most that many run at once and all finish', async () => {
    const limit = createConcurrencyLimit(4);
    let running = 0;
    let peak = 0;
    let finished = 0;
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 10 }, (_, i) =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        finished += 1;
        return i;
      }),
    );
    // Release tasks one by one as they start, until all ten have run.
    while (finished < 10) {
      await new Promise((r) => setTimeout(r, 0));
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
  });

  it('when a task fails, then its slot is freed for the next one', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
