// The built-in instruction writer: the default when no LLM is configured and the fallback when it
// fails. Deterministic per (star, chunk) so retries and tests see the same script. Lines stay
// suggestive at most, never graphic.
import { BPM_SNAP_SET } from '../../shared/constants.js';
import type { Star } from '../../shared/stars.js';

export interface ScriptLine {
  text: string;
  displaySec: number;
}

export interface PlanControl {
  bpm: number;
  duration: number;
}

/** A small seeded PRNG (mulberry32) so the same inputs always give the same script. */
function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const OPENERS = [
  'Get comfortable. {name} is here with you.',
  'Take a slow breath and settle in.',
  'Eyes on the screen. Let {name} set the pace.',
  'Relax your shoulders. We start slowly.',
];

const STEADY = [
  'Follow the bar. Nice and even.',
  'Keep that rhythm — no rushing.',
  'Good. Stay right there with the beat.',
  'Breathe with the pace. In… and out.',
  'Let the pictures do the talking.',
  'Steady now. {name} likes patience.',
];

const FASTER = [
  'A little quicker now — keep up with the bar.',
  'Pick up the pace with the beat.',
  'Faster. Stay focused on {name}.',
];

const SLOWER = [
  'Ease off. Slow right down.',
  'Pause for a breath. Then follow the bar again.',
  'Slower… make it last.',
];

const CLOSERS = ['Almost there. Stay with the rhythm.', 'Hold that pace until the timer ends.'];

/** Persona flavour: a short aside drawn from the star's mood line. */
function flavour(star: Star, random: () => number): string {
  const asides = [`{name} is ${star.persona} tonight.`, `Feel how ${star.persona} {name} is being.`, 'Stay with me.'];
  return pick(asides, random);
}

function render(line: string, star: Star): string {
  return line.replaceAll('{name}', star.name.split(' ')[0] ?? star.name);
}

/**
 * Lines covering `chunkMinutes` of session time. Chunk 0 opens; a chunk that ends the session
 * (isLast) closes; in between, steady lines with faster/slower cues.
 */
export function builtinScript(star: Star, chunkIndex: number, chunkMinutes: number, isLast: boolean): ScriptLine[] {
  const random = seededRandom(`${star.id}:${chunkIndex}`);
  const totalSec = Math.max(1, Math.round(chunkMinutes * 60));
  const lines: ScriptLine[] = [];
  let usedSec = 0;
  while (usedSec < totalSec) {
    const position = usedSec / totalSec;
    let template: string;
    if (chunkIndex === 0 && lines.length === 0) template = pick(OPENERS, random);
    else if (isLast && position > 0.85) template = pick(CLOSERS, random);
    else if (lines.length % 5 === 4) template = flavour(star, random);
    else {
      const roll = random();
      template = roll < 0.2 ? pick(FASTER, random) : roll < 0.35 ? pick(SLOWER, random) : pick(STEADY, random);
    }
    const displaySec = Math.min(totalSec - usedSec, 5 + Math.floor(random() * 5));
    lines.push({ text: render(template, star), displaySec: Math.max(1, displaySec) });
    usedSec += displaySec;
  }
  return lines;
}

const PLAN_BPMS = BPM_SNAP_SET;

/** A pace plan for the whole session: a warm-up, waves that build, and a peak near the end. */
export function builtinPlan(star: Star, lengthMin: number): PlanControl[] {
  const random = seededRandom(`${star.id}:plan:${lengthMin}`);
  const totalSec = Math.max(60, Math.round(lengthMin * 60));
  const controls: PlanControl[] = [];
  let usedSec = 0;
  while (usedSec < totalSec) {
    const progress = usedSec / totalSec;
    const base = Math.min(PLAN_BPMS.length - 1, Math.floor(progress * PLAN_BPMS.length));
    const wobble = random() < 0.3 ? -1 : random() < 0.2 ? 1 : 0;
    const index = Math.max(0, Math.min(PLAN_BPMS.length - 1, base + wobble));
    const duration = Math.min(totalSec - usedSec, 30 + Math.floor(random() * 61));
    controls.push({ bpm: PLAN_BPMS[index] ?? 44, duration });
    usedSec += duration;
  }
  return controls;
}
