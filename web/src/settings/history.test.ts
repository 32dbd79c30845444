import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_PREMIUM } from '@shared/constants';
import type { HistoryEntry } from '../lib/firebase/history';
import { formatRan, nextHistorySlot, visibleHistory } from './history';

const entry = (id: string, endedAtMs: number): HistoryEntry => ({
  id,
  endedAtMs,
  startedAtMs: endedAtMs - 60_000,
  ranSec: 60,
  starId: 'aria-vale',
  lengthMin: 5,
  screens: 1,
  enableAI: true,
  enableBar: true,
  mediaIntervalSec: 6,
  ignoreVideoDuration: false,
});

describe('history slots', () => {
  it('when a free user ends a session, then it always replaces h0', () => {
    expect(nextHistorySlot([], false)).toBe('h0');
    expect(nextHistorySlot([entry('h0', 1), entry('h3', 2)], false)).toBe('h0');
  });

  it(`when a premium user has fewer than ${HISTORY_MAX_PREMIUM}, then the first free slot; when full, then the oldest`, () => {
    expect(nextHistorySlot([], true)).toBe('h0');
    expect(nextHistorySlot([entry('h0', 5), entry('h2', 6)], true)).toBe('h1');
    const full = Array.from({ length: HISTORY_MAX_PREMIUM }, (_, i) => entry(`h${i}`, 1000 + ((i + 17) % 50)));
    // h33 has the smallest end time: (33 + 17) % 50 = 0.
    expect(nextHistorySlot(full, true)).toBe('h33');
  });

  it('when a premium user’s plan lapsed, then they see only the newest entry', () => {
    const entries = [entry('h4', 3), entry('h1', 2), entry('h0', 1)];
    expect(visibleHistory(entries, false).map((e) => e.id)).toEqual(['h4']);
    expect(visibleHistory(entries, true)).toHaveLength(3);
  });

  it('when a run is shown, then it reads m:ss', () => {
    expect(formatRan(0)).toBe('0:00');
    expect(formatRan(65.4)).toBe('1:05');
    expect(formatRan(1800)).toBe('30:00');
  });
});
