// Every level a device or the phone receives passes through `safeLevel`: the one place the intensity cap is
// enforced (docs/product-rules.md "Devices"). A level is a share of full power, 0 to 1.
import { DEVICE_CAP_DEFAULT, DEVICE_CAP_MIN, DEVICE_RAMP_MS } from '@shared/constants';

/** A user-set cap made safe: a bad value falls back to the default, and the cap stays within min..1. */
export function clampCap(cap: unknown): number {
  if (typeof cap !== 'number' || !Number.isFinite(cap)) return DEVICE_CAP_DEFAULT;
  return Math.min(1, Math.max(DEVICE_CAP_MIN, cap));
}

/** 0 at the start or resume of motion, rising to 1 over the ramp, so a device never jumps to the cap. */
export function rampFactor(msSinceMotionStart: number): number {
  if (!Number.isFinite(msSinceMotionStart) || msSinceMotionStart <= 0) return 0;
  return Math.min(1, msSinceMotionStart / DEVICE_RAMP_MS);
}

const unit = (value: number) => Math.max(0, Math.min(1, value));

/** The level actually sent: never above the cap, the capped level scaled by the ramp, 0 for anything not a number. */
export function safeLevel(level: number, cap: number, ramp: number): number {
  if (!Number.isFinite(level) || !Number.isFinite(ramp)) return 0;
  return Math.min(clampCap(cap), unit(level)) * unit(ramp);
}
