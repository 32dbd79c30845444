// How outputs are stopped; the controller keeps deciding when, and stays within the file size limit.
import type { DeviceLink } from './deviceLink';

/** A link call that throws instead of rejecting is still handled as a failed promise, never thrown into a timer. */
export function settled(run: () => Promise<void>): Promise<void> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** A phone that refuses to stop vibrating must not keep a stop from finishing (the devices are stopped first). */
export function stopPhone(vibrate: (pattern: number) => void): void {
  try {
    vibrate(0);
  } catch {
    // Nothing more can be done for the phone.
  }
}

/**
 * StopAllDevices, tried twice: one lost reply must not cost the connection. `bothFailed` decides what an
 * untrusted device means for the caller.
 */
export function stopAllTwice(target: DeviceLink, bothFailed: (error: unknown) => void): void {
  const attempt = () => settled(() => target.stopAll());
  attempt().catch(attempt).catch(bothFailed);
}
