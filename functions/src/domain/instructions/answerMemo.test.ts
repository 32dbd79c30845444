import { describe, expect, it } from 'vitest';
import { createAnswerMemo } from './answerMemo.js';

describe('answer memo', () => {
  it('when a retry asks while the first answer is in flight, then both get the one answer', async () => {
    const memo = createAnswerMemo<string>(10, 1000);
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    const produce = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = memo.get('k', produce);
    const retry = memo.get('k', produce);
    release('script');
    expect(await Promise.all([first, retry])).toEqual(['script', 'script']);
    expect(calls).toBe(1);
  });

  it('when an answer failed or expired, then the next ask produces a new one', async () => {
    // Not 0: lru-cache reads a start time of 0 as "never set" (a real clock never says 0).
    let now = 5_000;
    const memo = createAnswerMemo<string>(10, 1000, () => now);
    await expect(memo.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', () => Promise.resolve('a'))).toBe('a');
    expect(await memo.get('k', () => Promise.resolve('b'))).toBe('a');
    now = 6_001;
    expect(await memo.get('k', () => Promise.resolve('c'))).toBe('c');
  });

  it('when more keys than the limit are kept, then the oldest is dropped', async () => {
    const memo = createAnswerMemo<string>(2, 60_000);
    await memo.get('a', () => Promise.resolve('a1'));
    await memo.get('b', () => Promise.resolve('b1'));
    await memo.get('c', () => Promise.resolve('c1'));
    expect(await memo.get('a', () => Promise.resolve('a2'))).toBe('a2');
    expect(await memo.get('c', () => Promise.resolve('c2'))).toBe('c1');
  });
});
