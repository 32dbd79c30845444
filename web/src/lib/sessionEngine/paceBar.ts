// Pace bar maths (docs/product-rules.md). Beats are computed from absolute elapsed time on every frame,
// never accumulated frame by frame, so a 30-minute session cannot drift.

import { BPM_DEFAULT, BPM_MAX, BPM_MIN, BPM_SNAP_SET } from '@shared/constants';

/** One plan segment from GET /api/llm/plan: `duration` in seconds. */
export interface PlanControl {
  bpm: number;
  duration: number;
}

export interface PaceState {
  bpm: number;
  /** Beats since elapsed 0, continuous across segment changes. */
  beats: number;
  beatIndex: number;
  /** Position within the current beat, 0 (inclusive) to 1 (exclusive). */
  phase: number;
}

export function clampBpm(bpm: number): number {
  return Math.min(BPM_MAX, Math.max(BPM_MIN, bpm));
}

/** Clamp to 10..200, then the nearest step; a tie goes to the lower step. */
export function snapBpm(bpm: number): number {
  const clamped = clampBpm(bpm);
  let best: number = BPM_SNAP_SET[0];
  for (const step of BPM_SNAP_SET) {
    if (Math.abs(step - clamped) < Math.abs(best - clamped)) best = step;
  }
  return best;
}

interface Segment {
  bpm: number;
  durationSec: number;
}

/** Segments with a non-numeric bpm are ignored; a bad duration counts as zero. */
function segmentsOf(controls: readonly PlanControl[] | null | undefined): Segment[] {
  if (!controls) return [];
  return controls
    .filter((control) => Number.isFinite(control.bpm))
    .map((control) => ({
      bpm: snapBpm(control.bpm),
      durationSec: Number.isFinite(control.duration) && control.duration > 0 ? control.duration : 0,
    }));
}

function beatsAt(bpm: number, elapsedMs: number): number {
  if (!Number.isFinite(bpm) || bpm <= 0 || !Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  return (elapsedMs * bpm) / 60_000;
}

function phaseOf(beats: number): number {
  const phase = beats - Math.floor(beats);
  return phase >= 1 ? 0 : phase;
}

export function beatIndex(bpm: number, elapsedMs: number): number {
  return Math.floor(beatsAt(bpm, elapsedMs));
}

/** Bpm, beat count and phase at `elapsedMs`, summing whole segments so bpm changes do not jump the phase. */
export function paceAt(controls: readonly PlanControl[] | null | undefined, elapsedMs: number): PaceState {
  const segments = segmentsOf(controls);
  const elapsed = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0;
  let beats = 0;
  let startMs = 0;
  let bpm = segments[segments.length - 1]?.bpm ?? BPM_DEFAULT;
  for (const segment of segments) {
    const segmentMs = segment.durationSec * 1000;
    if (elapsed < startMs + segmentMs) {
      bpm = segment.bpm;
      break;
    }
    beats += beatsAt(segment.bpm, segmentMs);
    startMs += segmentMs;
  }
  beats += beatsAt(bpm, elapsed - startMs);
  return { bpm, beats, beatIndex: Math.floor(beats), phase: phaseOf(beats) };
}

/**
 * Elapsed time (ms) at which beat number `beat` starts: the inverse of `paceAt`, over the same segments, so a
 * device scheduled from it lands on the bar's own beats (beat 0 is at 0).
 */
export function beatTimeMs(controls: readonly PlanControl[] | null | undefined, beat: number): number {
  if (!Number.isFinite(beat) || beat <= 0) return 0;
  const segments = segmentsOf(controls);
  let beatsBefore = 0;
  let startMs = 0;
  for (const segment of segments) {
    const segmentMs = segment.durationSec * 1000;
    const segmentBeats = beatsAt(segment.bpm, segmentMs);
    if (beat < beatsBefore + segmentBeats) return startMs + ((beat - beatsBefore) * 60_000) / segment.bpm;
    beatsBefore += segmentBeats;
    startMs += segmentMs;
  }
  const bpm = segments[segments.length - 1]?.bpm ?? BPM_DEFAULT;
  return startMs + ((beat - beatsBefore) * 60_000) / bpm;
}
