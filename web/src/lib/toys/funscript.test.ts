import { describe, expect, it } from 'vitest';
import { funscriptOfPlan, funscriptText } from './funscript';
import golden from './golden/knownPlan.funscript?raw';

// 10 s at 28 BPM then 5 s at 60 BPM: beats at 0, 2143, 4286, 6429, 8571, then (the phase carried over,
// 4.667 beats done at 10 s) 10333, 11333, 12333, 13333, 14333; the next (15333) is past the end.
const KNOWN_PLAN = [
  { bpm: 28, duration: 10 },
  { bpm: 60, duration: 5 },
];

describe('funscriptOfPlan', () => {
  it('when given a known plan, then it writes exactly the golden file', () => {
    expect(funscriptText(funscriptOfPlan(KNOWN_PLAN, 15_000))).toBe(golden);
  });

  it('when read back, then it has the funscript fields, strokes alternate end to end and times rise', () => {
    const script = funscriptOfPlan(KNOWN_PLAN, 15_000);
    expect(script).toMatchObject({ version: '1.0', inverted: false, range: 100 });
    expect(script.actions.map((a) => a.pos)).toEqual([0, 100, 0, 100, 0, 100, 0, 100, 0, 100]);
    for (let i = 1; i < script.actions.length; i++) {
      expect(script.actions[i]?.at).toBeGreaterThan(script.actions[i - 1]?.at ?? Infinity);
    }
  });

  it('when the length is not a number, then the script is empty', () => {
    expect(funscriptOfPlan(KNOWN_PLAN, Number.NaN).actions).toEqual([]);
    expect(funscriptOfPlan(KNOWN_PLAN, Infinity).actions).toEqual([]);
  });

  it('when the session lasts 30 minutes at 60 BPM, then the last beat is exactly at 30:00 (no drift)', () => {
    const script = funscriptOfPlan([{ bpm: 60, duration: 1800 }], 1_800_000);
    expect(script.actions).toHaveLength(1801);
    expect(script.actions.at(-1)).toEqual({ at: 1_800_000, pos: 0 });
  });
});
