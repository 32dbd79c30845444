import { describe, expect, it } from 'vitest';
import { mixOwnMedia } from './mixOwnMedia';

describe('mixOwnMedia', () => {
  it('spreads own items evenly through the star list, one first', () => {
    expect(mixOwnMedia(['o1', 'o2'], ['s1', 's2', 's3', 's4'])).toEqual(['o1', 's1', 's2', 'o2', 's3', 's4']);
    expect(mixOwnMedia(['o1', 'o2', 'o3'], ['s1', 's2', 's3', 's4', 's5', 's6'])).toEqual([
      'o1',
      's1',
      's2',
      'o2',
      's3',
      's4',
      'o3',
      's5',
      's6',
    ]);
  });

  it('alternates when there are more own items than star items, keeping both orders', () => {
    const mixed = mixOwnMedia(['o1', 'o2', 'o3', 'o4'], ['s1', 's2']);
    expect(mixed).toEqual(['o1', 'o2', 's1', 'o3', 'o4', 's2']);
  });

  it('keeps every item exactly once', () => {
    const own = Array.from({ length: 7 }, (_, i) => `o${i}`);
    const star = Array.from({ length: 60 }, (_, i) => `s${i}`);
    const mixed = mixOwnMedia(own, star);
    expect(mixed).toHaveLength(67);
    expect(new Set(mixed).size).toBe(67);
    expect(mixed.filter((id) => id.startsWith('o'))).toEqual(own);
    expect(mixed.filter((id) => id.startsWith('s'))).toEqual(star);
  });

  it('is either list alone when the other is empty', () => {
    expect(mixOwnMedia([], ['s1'])).toEqual(['s1']);
    expect(mixOwnMedia(['o1', 'o2'], [])).toEqual(['o1', 'o2']);
  });
});
