// The device's beats are the pace bar's beats: each one is computed from the plan and absolute session time
// (`beatTimeMs`, the inverse of the bar's `paceAt`), never by adding intervals, so nothing drifts.
import { beatTimeMs, paceAt, type PlanControl } from '../sessionEngine/paceBar';

export interface Beat {
  /** Beat number since session time 0 (the bar's beat index). */
  index: number;
  /** Session time (ms, pauses excluded) at which the beat starts. */
  atMs: number;
  durationMs: number;
  bpm: number;
}

export function beatNumber(controls: readonly PlanControl[] | null, index: number): Beat {
  const atMs = beatTimeMs(controls, index);
  return {
    index,
    atMs,
    durationMs: beatTimeMs(controls, index + 1) - atMs,
    bpm: paceAt(controls, atMs).bpm,
  };
}

/** The first beat that starts at or after `elapsedMs` (a beat already under way is not replayed late). */
export function nextBeat(controls: readonly PlanControl[] | null, elapsedMs: number): Beat {
  const pace = paceAt(controls, elapsedMs);
  // Float rounding can put `beats` a hair under a whole beat at its own start time.
  const index = pace.phase < 1e-9 ? pace.beatIndex : pace.beatIndex + 1;
  return beatNumber(controls, index);
}
