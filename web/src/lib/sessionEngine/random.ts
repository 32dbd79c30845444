// Randomness lives in the state as a uint32 seed (mulberry32) so the engine stays pure,
// serialisable and replayable in tests.

function nextRandom(seed: number): { value: number; seed: number } {
  const nextSeed = (seed + 0x6d2b79f5) >>> 0;
  let t = nextSeed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: nextSeed };
}

export function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 4294967296;
}

export function seedFromRandom(random: () => number): number {
  return Math.floor(random() * 4294967296) >>> 0;
}

/** A `() => number` for tests and callers that want a reproducible sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const step = nextRandom(state);
    state = step.seed;
    return step.value;
  };
}

export function randomInt(seed: number, exclusiveMax: number): { value: number; seed: number } {
  const step = nextRandom(seed);
  return { value: Math.min(exclusiveMax - 1, Math.floor(step.value * exclusiveMax)), seed: step.seed };
}

/** Unbiased Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], seed: number): { items: T[]; seed: number } {
  const result = [...items];
  let current = seed;
  for (let i = result.length - 1; i > 0; i--) {
    const step = randomInt(current, i + 1);
    current = step.seed;
    const j = step.value;
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  return { items: result, seed: current };
}
