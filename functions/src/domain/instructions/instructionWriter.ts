// What the LLM routes ask of a writer, the built-in writer behind that interface, and the shape
// rules every writer's output is normalised to before it reaches a client.
import { BPM_MAX, BPM_MIN, type Locale } from '../../shared/constants.js';
import type { Star } from '../../shared/stars.js';
import { builtinPlan, builtinScript, type PlanControl, type ScriptLine } from './builtinScript.js';

export type { PlanControl, ScriptLine };

export interface WriterContext {
  /** Whose session it is: a provider call is taken from this account's daily share of the AI budget. */
  callerUid: string;
  star: Star;
  /** The mood line to write in (premium callers may choose one; free callers get the star's own). */
  persona: string;
  /** Sanitised, premium only; '' when none. */
  personalization: string;
}

export interface ScriptRequest extends WriterContext {
  chunkIndex: number;
  chunkMinutes: number;
  /** The chunk ends the session, so its last lines close. */
  isLast: boolean;
  /** The viewer's language for the lines; English when absent. */
  locale?: Locale;
}

export interface PlanRequest extends WriterContext {
  lengthMin: number;
}

export interface InstructionWriter {
  script: (request: ScriptRequest) => Promise<ScriptLine[]>;
  plan: (request: PlanRequest) => Promise<PlanControl[]>;
}

/** Deterministic, offline: the default without a provider and the fallback when it fails. */
export const builtinWriter: InstructionWriter = {
  script: ({ star, chunkIndex, chunkMinutes, isLast, locale }) =>
    Promise.resolve(builtinScript(star, chunkIndex, chunkMinutes, isLast, locale)),
  plan: ({ star, lengthMin }) => Promise.resolve(builtinPlan(star, lengthMin)),
};

// Which scripts a model wrote (the screen labels them "AI-generated", EU AI Act art. 50). Kept beside the lines,
// not in them, so a model's lines and the built-in ones have one shape; the answer memo keeps the same array.
const modelWritten = new WeakSet<readonly ScriptLine[]>();

/** Marks a script as written by a model (never the built-in lines); answers the same array. */
export function markModelWritten<T extends readonly ScriptLine[]>(lines: T): T {
  modelWritten.add(lines);
  return lines;
}

export function isModelWritten(lines: readonly ScriptLine[]): boolean {
  return modelWritten.has(lines);
}

const LINE_MIN_SEC = 3;
const LINE_MAX_SEC = 20;

/**
 * Stretches (or shrinks) line times so the chunk is covered exactly: the client shows lines back to
 * back, so a short script would leave its last line on screen for minutes.
 */
export function fitScriptToDuration(lines: readonly ScriptLine[], totalSec: number): ScriptLine[] {
  const usable = lines.filter((line) => line.text.trim() !== '' && Number.isFinite(line.displaySec));
  if (usable.length === 0) return [];
  const maxLines = Math.max(1, Math.floor(totalSec / LINE_MIN_SEC));
  const kept = usable.slice(0, maxLines);
  const clamped = kept.map((line) => ({
    text: line.text.trim(),
    sec: Math.min(LINE_MAX_SEC, Math.max(LINE_MIN_SEC, line.displaySec)),
  }));
  const scale = totalSec / clamped.reduce((a, line) => a + line.sec, 0);
  let used = 0;
  return clamped.map((line, index) => {
    const last = index === clamped.length - 1;
    const displaySec = last ? Math.max(1, totalSec - used) : Math.max(1, Math.round(line.sec * scale));
    used += displaySec;
    return { text: line.text, displaySec };
  });
}

/** Clamps bpm to the accepted range and makes the segments cover exactly `totalSec`. */
export function fitPlanToDuration(controls: readonly PlanControl[], totalSec: number): PlanControl[] {
  const usable = controls.filter((c) => Number.isFinite(c.bpm) && Number.isFinite(c.duration) && c.duration > 0);
  if (usable.length === 0) return [];
  const sum = usable.reduce((a, c) => a + c.duration, 0);
  const scale = totalSec / sum;
  let used = 0;
  return usable.map((control, index) => {
    const last = index === usable.length - 1;
    const duration = last ? Math.max(1, totalSec - used) : Math.max(1, Math.round(control.duration * scale));
    used += duration;
    return { bpm: Math.round(Math.min(BPM_MAX, Math.max(BPM_MIN, control.bpm))), duration };
  });
}
