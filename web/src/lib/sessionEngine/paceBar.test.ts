import { describe, expect, it } from 'vitest';
import { beatIndex, clampBpm, paceAt, snapBpm } from './paceBar';

describe('snapBpm', () => {
  it('clamps to 10..200 before snapping', () => {
    expect(clampBpm(4)).toBe(10);
    expect(clampBpm(500)).toBe(200);
    expect(snapBpm(4)).toBe(28);
    expect(snapBpm(500)).toBe(60);
    expect(snapBpm(-20)).toBe(28);
  });

  it('snaps to the nearest of 28/36/44/52/60, ties going to the lower step', () => {
    expect([28, 31, 33, 38, 47, 55, 59, 100].map(snapBpm)).toEqual([28, 28, 36, 36, 44, 52, 60, 60]);
    expect([32, 40, 48, 56].map(snapBpm)).toEqual([28, 36, 44, 52]);
  });
});

describe('beat phase', () => {
  it('computes the beat index from absolute elapsed time', () => {
    expect(beatIndex(60, 2750)).toBe(2);
    expect(beatIndex(0, 1000)).toBe(0);
  });

  it('does not drift over 30 minutes of 60 fps frames', () => {
    const frameMs = 1000 / 60;
    let elapsed = 0;
    let lastIndex = 0;
    let beatsSeen = 0;
    for (let frame = 1; frame <= 30 * 60 * 60; frame++) {
      elapsed = frame * frameMs;
      const index = beatIndex(44, elapsed);
      if (index !== lastIndex) beatsSeen += index - lastIndex;
      lastIndex = index;
    }
    // 30 minutes at 44 bpm is exactly 1320 beats, landing on a beat boundary.
    expect(beatsSeen).toBe(1320);
    expect(beatIndex(44, 1_800_000)).toBe(1320);
  });

  it('keeps the phase continuous across segment changes and exact after 30 minutes', () => {
    const plan = [
      { bpm: 28, duration: 90 },
      { bpm: 60, duration: 45 },
    ];
    const before = paceAt(plan, 89_999);
    const after = paceAt(plan, 90_001);
    expect(after.beats - before.beats).toBeCloseTo((1 * 28) / 60_000 + (1 * 60) / 60_000, 9);
    expect(paceAt(plan, 90_000)).toEqual({ bpm: 60, beats: 42, beatIndex: 42, phase: 0 });
    // 90 s at 28 (42 beats) + 45 s at 60 (45) + the rest of 30 min at 60 (1665) = 1752.
    expect(paceAt(plan, 1_800_000)).toEqual({ bpm: 60, beats: 1752, beatIndex: 1752, phase: 0 });
    expect(paceAt(undefined, 1_800_000)).toEqual({ bpm: 100, beats: 3000, beatIndex: 3000, phase: 0 });
  });
});
