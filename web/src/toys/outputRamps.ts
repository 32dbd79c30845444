// Each output (a device by index, the phone) ramps up from 0 over DEVICE_RAMP_MS from when its current run of
// motion began: the session's start, a Resume, or joining a running session (a device ticked, haptics turned on).
import { rampFactor } from '../lib/toys/safety';

export type Output = number | 'phone';

export function createOutputRamps(now: () => number) {
  const starts = new Map<Output, number>();
  return {
    /** 0..1 for this output now; an output not started yet is at 0. */
    factor: (output: Output) => rampFactor(now() - (starts.get(output) ?? now())),
    /** The outputs now in use: a new one starts its ramp. Returns those no longer in use (they must be stopped). */
    follow: (outputs: readonly Output[]): Output[] => {
      const left = [...starts.keys()].filter((output) => !outputs.includes(output));
      for (const output of left) starts.delete(output);
      for (const output of outputs) if (!starts.has(output)) starts.set(output, now());
      return left;
    },
    /** Motion stopped: every output ramps up again when it restarts. */
    clear: () => starts.clear(),
  };
}
