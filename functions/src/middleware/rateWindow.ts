import { runningInEmulator } from '../config/runtime.js';

/** Emulator only: a test names its window's start (epoch ms) so it never waits for a fresh window. */
export const EMULATOR_RATE_WINDOW_HEADER = 'x-emulator-rate-window-start';

/**
 * The fixed window `nowMs` falls in. In the emulator a test may name a window that holds `nowMs`
 * (counters keyed by it are its own); a deployed function ignores the header, so it cannot be forged.
 */
export function rateWindowStart(
  nowMs: number,
  windowMs: number,
  injected: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (injected !== undefined && runningInEmulator(env) && /^\d{1,15}$/.test(injected)) {
    const start = Number(injected);
    if (start <= nowMs && nowMs < start + windowMs) return start;
  }
  return Math.floor(nowMs / windowMs) * windowMs;
}
