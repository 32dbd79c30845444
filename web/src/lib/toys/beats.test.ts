import { describe, expect, it } from 'vitest';
import { paceAt } from '../sessionEngine/paceBar';
import { beatNumber, nextBeat } from './beats';

const PLAN = [
  { bpm: 28, duration: 10 },
  { bpm: 60, duration: 5 },
];

describe('device beats', () => {
  it('when asked for the next beat, then it is the bar’s next beat index at the time the bar reaches it', () => {
    const beat = nextBeat(PLAN, 3000);
    expect(beat.index).toBe(2);
    expect(beat.atMs).toBeCloseTo(4285.714, 2);
    expect(paceAt(PLAN, beat.atMs + 0.001).beatIndex).toBe(2);
    expect(paceAt(PLAN, beat.atMs - 0.01).beatIndex).toBe(1);
  });

  it('when exactly on a beat, then that beat is next (it is not skipped)', () => {
    expect(nextBeat(PLAN, 0).index).toBe(0);
    expect(nextBeat(PLAN, beatNumber(PLAN, 6).atMs).index).toBe(6);
  });

  it('when a beat spans a BPM change, then its duration runs to the next beat across the change', () => {
    const beat = beatNumber(PLAN, 4);
    expect(beat.atMs).toBeCloseTo(8571.43, 1);
    expect(beat.atMs + beat.durationMs).toBeCloseTo(10333.33, 1);
    expect(beatNumber(PLAN, 5)).toMatchObject({ bpm: 60, durationMs: 1000 });
  });

  it('when there is no plan, then the beats follow the bar’s default pace', () => {
    expect(beatNumber(null, 10).atMs).toBe(6000);
    expect(beatNumber(null, 10).bpm).toBe(100);
  });

  it('over 30 minutes, then every beat time agrees with the bar’s beat index (no drift)', () => {
    const plan = [
      { bpm: 44, duration: 600 },
      { bpm: 52, duration: 600 },
      { bpm: 36, duration: 600 },
    ];
    for (let index = 0; index < 1400; index += 7) {
      const { atMs } = beatNumber(plan, index);
      expect(paceAt(plan, atMs + 0.01).beatIndex).toBe(index);
    }
  });
});
