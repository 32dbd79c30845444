/** Returns a uniformly random integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

const UINT32_RANGE = 2 ** 32;
const POOL_SIZE = 64;
let pool = new Uint32Array(0);
let poolIndex = 0;

/** A uniformly random 32-bit unsigned integer from the platform CSPRNG (drawn in small batches). */
export function cryptoUint32(): number {
  if (poolIndex >= pool.length) {
    pool = globalThis.crypto.getRandomValues(new Uint32Array(POOL_SIZE));
    poolIndex = 0;
  }
  const value = pool[poolIndex] ?? 0;
  poolIndex += 1;
  return value;
}

/**
 * Uniform integer in [0, maxExclusive) by rejection sampling: draws at or above the largest
 * multiple of maxExclusive are discarded, so `% maxExclusive` carries no bias.
 */
export function randomIntBelow(maxExclusive: number, nextUint32: () => number = cryptoUint32): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > UINT32_RANGE) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % maxExclusive);
  for (;;) {
    const draw = nextUint32();
    if (draw < limit) return draw % maxExclusive;
  }
}

/** Unbiased Fisher–Yates on a copy; the input is left untouched. */
export function cryptoShuffle<T>(arr: readonly T[], random: RandomInt = randomIntBelow): T[] {
  const result = [...arr];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`random(${i + 1}) returned ${j}`);
    const picked = result[j] as T;
    result[j] = result[i] as T;
    result[i] = picked;
  }
  return result;
}
