import { describe, expect, it } from 'vitest';
import { cryptoShuffle, cryptoUint32, randomIntBelow } from './shuffle.js';
import type { RandomInt } from './shuffle.js';

function sequence(values: number[]): { next: () => number; calls: () => number } {
  let index = 0;
  return {
    next: () => {
      const value = values[index];
      index += 1;
      if (value === undefined) throw new Error('sequence exhausted');
      return value;
    },
    calls: () => index,
  };
}

const RUNS = 60_000;
const PERMUTATIONS = ['abc', 'acb', 'bac', 'bca', 'cab', 'cba'];
// Expected 10,000 per permutation, standard deviation about 91: 500 is over five deviations.
const TOLERANCE = 500;

function permutationCounts(shuffle: (arr: readonly string[]) => string[]): Map<string, number> {
  const counts = new Map(PERMUTATIONS.map((p) => [p, 0]));
  for (let run = 0; run < RUNS; run += 1) {
    const key = shuffle(['a', 'b', 'c']).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function withinTolerance(counts: Map<string, number>): boolean {
  const expected = RUNS / PERMUTATIONS.length;
  return [...counts.values()].every((count) => Math.abs(count - expected) <= TOLERANCE);
}

describe('cryptoShuffle', () => {
  it('produces every permutation of 3 elements equally often', () => {
    const counts = permutationCounts((arr) => cryptoShuffle(arr));
    expect([...counts.keys()].sort()).toEqual(PERMUTATIONS);
    for (const [permutation, count] of counts) {
      expect(Math.abs(count - RUNS / PERMUTATIONS.length), permutation).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it('has a uniformity check that catches the classic biased shuffle', () => {
    // Swapping with any position (not just 0..i) maps 27 equally likely paths onto 6 permutations.
    const naive = (arr: readonly string[]) => {
      const result = [...arr];
      for (let i = result.length - 1; i > 0; i -= 1) {
        const j = randomIntBelow(result.length);
        const picked = result[j] ?? '';
        result[j] = result[i] ?? '';
        result[i] = picked;
      }
      return result;
    };
    expect(withinTolerance(permutationCounts(naive))).toBe(false);
  });

  it('walks Fisher–Yates from the end, asking for 0..i', () => {
    const asked: number[] = [];
    const alwaysZero: RandomInt = (max) => {
      asked.push(max);
      return 0;
    };
    expect(cryptoShuffle(['a', 'b', 'c', 'd'], alwaysZero)).toEqual(['b', 'c', 'd', 'a']);
    expect(asked).toEqual([4, 3, 2]);
    expect(cryptoShuffle(['a', 'b', 'c', 'd'], (max) => max - 1)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves the input untouched and handles empty and single arrays without drawing', () => {
    const input = Object.freeze(['x', 'y', 'z']);
    cryptoShuffle(input, () => 0);
    expect(input).toEqual(['x', 'y', 'z']);
    const never: RandomInt = () => {
      throw new Error('should not draw');
    };
    expect(cryptoShuffle([], never)).toEqual([]);
    expect(cryptoShuffle(['only'], never)).toEqual(['only']);
  });

  it('rejects an injected source that answers out of range', () => {
    expect(() => cryptoShuffle([1, 2, 3], () => 3)).toThrow(RangeError);
    expect(() => cryptoShuffle([1, 2, 3], () => -1)).toThrow(RangeError);
    expect(() => cryptoShuffle([1, 2, 3], () => 0.5)).toThrow(RangeError);
  });
});

describe('randomIntBelow', () => {
  it('discards the draw above the last full multiple of 3 (2^32 - 1) and retries', () => {
    const source = sequence([0xffffffff, 0xffffffff, 7]);
    expect(randomIntBelow(3, source.next)).toBe(1);
    expect(source.calls()).toBe(3);
  });

  it('keeps the largest draw below the limit without retrying', () => {
    const source = sequence([0xfffffffe]);
    expect(randomIntBelow(3, source.next)).toBe(0xfffffffe % 3);
    expect(source.calls()).toBe(1);
  });

  it('rejects nearly half the range when maxExclusive is just above 2^31', () => {
    // Limit is 2^31 + 1: a modulo without rejection would map these draws onto small values twice as often.
    const max = 2 ** 31 + 1;
    const source = sequence([2 ** 31 + 1, 2 ** 32 - 1, 2 ** 31 + 5, 2 ** 31]);
    expect(randomIntBelow(max, source.next)).toBe(2 ** 31);
    expect(source.calls()).toBe(4);
  });

  it('never rejects for powers of two', () => {
    const source = sequence([0xffffffff]);
    expect(randomIntBelow(2 ** 32, source.next)).toBe(0xffffffff);
    expect(randomIntBelow(1, sequence([0xffffffff]).next)).toBe(0);
    expect(randomIntBelow(8, sequence([0xffffffff]).next)).toBe(7);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])('throws for maxExclusive %s', (max) => {
    expect(() => randomIntBelow(max, () => 0)).toThrow(RangeError);
  });

  it('draws 32-bit unsigned integers from the platform CSPRNG', () => {
    const draws = Array.from({ length: 200 }, () => cryptoUint32());
    expect(draws.every((d) => Number.isInteger(d) && d >= 0 && d < 2 ** 32)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(190);
  });
});
