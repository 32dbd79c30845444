import { describe, expect, it } from 'vitest';
import { beatNumber } from './beats';
import { cleanTuning, commandsForBeat, followLevel, type ToyDevice } from './deviceMapping';

const PLAN = [{ bpm: 60, duration: 60 }];
const VIBE: ToyDevice = { index: 0, name: 'Vibe', features: [{ kind: 'vibrate', index: 0, label: 'Motor' }] };
const STROKER: ToyDevice = { index: 1, name: 'Stroker', features: [{ kind: 'linear', index: 0, label: 'Stroke' }] };
const SPINNER: ToyDevice = {
  index: 2,
  name: 'Spinner',
  features: [
    { kind: 'rotate', index: 0, label: 'Rotor' },
    { kind: 'oscillate', index: 0, label: 'Oscillator' },
  ],
};

describe('commandsForBeat', () => {
  it('when a vibrator gets a beat, then it pulses at max on the beat and drops to min after the pulse', () => {
    const commands = commandsForBeat(beatNumber(PLAN, 3), VIBE, { min: 0.1, max: 0.9, pulseMs: 200 });
    expect(commands).toEqual([
      { offsetMs: 0, command: { type: 'scalar', device: 0, feature: 0, actuator: 'Vibrate', level: 0.9 } },
      { offsetMs: 200, command: { type: 'scalar', device: 0, feature: 0, actuator: 'Vibrate', level: 0.1 } },
    ]);
  });

  it('when the pulse is longer than the beat allows, then it is cut to part of the beat', () => {
    const fast = beatNumber([{ bpm: 60, duration: 60 }], 0); // 1000 ms
    const [, off] = commandsForBeat(fast, VIBE, { pulseMs: 1000 });
    expect(off?.offsetMs).toBe(600);
  });

  it('when a stroker gets beats, then it moves end to end once per beat over the beat’s duration', () => {
    const even = commandsForBeat(beatNumber(PLAN, 4), STROKER, { min: 0.2, max: 0.8 });
    const odd = commandsForBeat(beatNumber(PLAN, 5), STROKER, { min: 0.2, max: 0.8 });
    expect(even).toEqual([
      { offsetMs: 0, command: { type: 'linear', device: 1, feature: 0, level: 0.8, durationMs: 1000 } },
    ]);
    expect(odd[0]?.command).toMatchObject({ level: 0.2, durationMs: 1000 });
  });

  it('when a rotator or oscillator gets a beat, then its speed follows the BPM between min and max', () => {
    const commands = commandsForBeat(beatNumber(PLAN, 0), SPINNER, { min: 0, max: 1 });
    expect(commands.map((c) => c.command)).toEqual([
      { type: 'rotate', device: 2, feature: 0, level: 0.5 },
      { type: 'scalar', device: 2, feature: 0, actuator: 'Oscillate', level: 0.5 },
    ]);
    expect(followLevel(240, cleanTuning({ min: 0.2, max: 0.6 }))).toBeCloseTo(0.6);
    expect(followLevel(0, cleanTuning({ min: 0.2, max: 0.6 }))).toBeCloseTo(0.2);
  });

  it('when tuning is out of range, then it is cleaned (max never below min, pulse within limits)', () => {
    expect(cleanTuning({ min: 0.8, max: 0.3, pulseMs: 5 })).toEqual({ min: 0.8, max: 0.8, pulseMs: 50 });
    expect(cleanTuning({ min: Number.NaN, max: 7, pulseMs: Number.NaN })).toEqual({ min: 0, max: 1, pulseMs: 250 });
  });
});
