import { describe, expect, it } from 'vitest';
import { DEVICE_CAP_DEFAULT, DEVICE_CAP_MIN, DEVICE_RAMP_MS } from '@shared/constants';
import { clampCap, rampFactor, safeLevel } from './safety';

describe('device safety', () => {
  it('when a level is above the cap, then the cap is sent; below it, the level', () => {
    expect(safeLevel(1, 0.7, 1)).toBe(0.7);
    expect(safeLevel(0.4, 0.7, 1)).toBe(0.4);
  });

  it('when the cap or level is nonsense, then nothing above the default cap (or 0) goes out', () => {
    expect(safeLevel(1, Number.NaN, 1)).toBe(DEVICE_CAP_DEFAULT);
    expect(safeLevel(1, 5, 1)).toBe(1);
    expect(safeLevel(Number.NaN, 0.7, 1)).toBe(0);
    expect(safeLevel(Infinity, 0.7, 1)).toBe(0);
    expect(safeLevel(-3, 0.7, 1)).toBe(0);
    expect(safeLevel(0.5, 0.7, Number.NaN)).toBe(0);
    expect(clampCap(0)).toBe(DEVICE_CAP_MIN);
    expect(clampCap('1')).toBe(DEVICE_CAP_DEFAULT);
  });

  it('when motion starts, then it ramps from 0 to the capped level over the ramp time', () => {
    expect(rampFactor(0)).toBe(0);
    expect(rampFactor(DEVICE_RAMP_MS / 2)).toBe(0.5);
    expect(rampFactor(DEVICE_RAMP_MS * 3)).toBe(1);
    expect(safeLevel(1, 0.7, rampFactor(DEVICE_RAMP_MS / 2))).toBe(0.35);
  });

  it('for any level, cap and ramp, then the result is within 0..cap', () => {
    for (const level of [-1, 0, 0.2, 0.69, 0.7, 0.71, 1, 2]) {
      for (const cap of [0.05, 0.3, 0.7, 1]) {
        for (const ramp of [0, 0.3, 1, 4]) {
          const sent = safeLevel(level, cap, ramp);
          expect(sent).toBeGreaterThanOrEqual(0);
          expect(sent).toBeLessThanOrEqual(cap);
        }
      }
    }
  });
});
