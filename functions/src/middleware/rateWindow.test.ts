import { describe, expect, it } from 'vitest';
import { rateWindowStart } from './rateWindow.js';

const MINUTE = 60_000;
const now = 10 * MINUTE + 12_345;
const emulator = { FUNCTIONS_EMULATOR: 'true' };

describe('rateWindowStart', () => {
  it('when no window is named, then it is the fixed window the time falls in', () => {
    expect(rateWindowStart(now, MINUTE, undefined, emulator)).toBe(10 * MINUTE);
  });

  it('when a test names a window holding now in the emulator, then that window is used', () => {
    expect(rateWindowStart(now, MINUTE, String(now - 5), emulator)).toBe(now - 5);
    expect(rateWindowStart(now, MINUTE, String(now), emulator)).toBe(now);
  });

  it('when a deployed function (no FUNCTIONS_EMULATOR) gets the header, then it is ignored', () => {
    expect(rateWindowStart(now, MINUTE, String(now), {})).toBe(10 * MINUTE);
    expect(rateWindowStart(now, MINUTE, String(now), { FUNCTIONS_EMULATOR: 'false' })).toBe(10 * MINUTE);
  });

  it('when the named window does not hold now or is not a number, then the real window is used', () => {
    for (const injected of [String(now + 1), String(now - MINUTE), '-5', '1e9', 'abc', '']) {
      expect(rateWindowStart(now, MINUTE, injected, emulator), injected).toBe(10 * MINUTE);
    }
  });
});
