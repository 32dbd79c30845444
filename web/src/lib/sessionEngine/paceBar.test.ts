import { describe, expect, it } from 'vitest';
import { beatIndex, beatPhase, bpmFromControls, clampBpm, paceAt, snapBpm } from './paceBar';

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

describe('bpmFromControls', () => {
  const plan = [
    { bpm: 30, duration: 60 },
    { bpm: 50, duration: 120 },
    { bpm: 120, duration: 30 },
  ];

  it('is 100 until a plan arrives', () => {
    expect(bpmFromControls(undefined, 10)).toBe(100);
    expect(bpmFromControls(null, 10)).toBe(100);
    expect(bpmFromControls([], 10)).toBe(100);
  });

  it('applies segments in order and keeps the last bpm afterwards', () => {
    expect(bpmFromControls(plan, 0)).toBe(28);
    expect(bpmFromControls(plan, 59.9)).toBe(28);
    expect(bpmFromControls(plan, 60)).toBe(52);
    expect(bpmFromControls(plan, 179.9)).toBe(52);
    expect(bpmFromControls(plan, 180)).toBe(60);
    expect(bpmFromControls(plan, 5000)).toBe(60);
  });

  it('ignores segments without a numeric bpm and treats bad durations as zero', () => {
    const messy = [
      { bpm: Number.NaN, duration: 100 },
      { bpm: 44, duration: -5 },
      { bpm: 36, duration: 10 },
    ];
    expect(bpmFromControls(messy, 0)).toBe(36);
    expect(bpmFromControls(messy, 50)).toBe(36);
  });
});

describe('beat phase', () => {
  it('computes phase and index from absolute elapsed time', () => {
    expect(beatPhase(60, 0)).toBe(0);
    expect(beatPhase(60, 250)).toBeCloseTo(0.25, 12);
    expect(beatIndex(60, 2750)).toBe(2);
    expect(beatPhase(120, 750)).toBeCloseTo(0.5, 12);
    expect(beatPhase(0, 1000)).toBe(0);
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
    expect(beatPhase(44, 1_800_000)).toBe(0);
    expect(beatPhase(44, 1_800_000 + 341)).toBeCloseTo((341 * 44) / 60_000, 9);
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
