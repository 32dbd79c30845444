import { describe, expect, it } from 'vitest';
import { fitsTimeLeft, itemTiming } from './mediaTiming';

const at6s = { intervalMs: 6000, ignoreVideoDuration: false };
const ignoring = { intervalMs: 6000, ignoreVideoDuration: true };

describe('itemTiming', () => {
  it('gives images the interval, never looping', () => {
    expect(itemTiming({ type: 'image' }, at6s)).toEqual({ plannedMs: 6000, loops: false, mustFitMs: null });
  });

  it('gives videos their duration plus 0.5 s', () => {
    expect(itemTiming({ type: 'video', durationSec: 12 }, at6s)).toEqual({
      plannedMs: 12_500,
      loops: false,
      mustFitMs: 12_000,
    });
  });

  it('gives videos the interval when Ignore Video Duration is on, however long they are', () => {
    expect(itemTiming({ type: 'video', durationSec: 12 }, ignoring)).toEqual({
      plannedMs: 6000,
      loops: true,
      mustFitMs: null,
    });
    expect(itemTiming({ type: 'video', durationSec: 2 }, ignoring).plannedMs).toBe(6000);
  });

  it('gives gifs their duration, or the interval when it is unknown', () => {
    expect(itemTiming({ type: 'gif', durationSec: 9 }, at6s)).toEqual({
      plannedMs: 9000,
      loops: false,
      mustFitMs: 9000,
    });
    expect(itemTiming({ type: 'gif' }, at6s)).toEqual({ plannedMs: 6000, loops: true, mustFitMs: null });
    expect(itemTiming({ type: 'gif', durationSec: Number.NaN }, at6s).plannedMs).toBe(6000);
  });

  it('loops short clips until the interval has passed', () => {
    expect(itemTiming({ type: 'gif', durationSec: 2 }, at6s)).toEqual({
      plannedMs: 6000,
      loops: true,
      mustFitMs: 2000,
    });
    expect(itemTiming({ type: 'video', durationSec: 3 }, at6s)).toEqual({
      plannedMs: 6000,
      loops: true,
      mustFitMs: 3000,
    });
    // 5.4 s + 0.5 s padding is still under the interval.
    expect(itemTiming({ type: 'video', durationSec: 5.4 }, at6s).loops).toBe(true);
    expect(itemTiming({ type: 'video', durationSec: 5.6 }, at6s)).toEqual({
      plannedMs: 6100,
      loops: false,
      mustFitMs: 5600,
    });
  });
});

describe('fitsTimeLeft', () => {
  it('always fits images and interval-timed clips', () => {
    expect(fitsTimeLeft({ type: 'image' }, at6s, 1)).toBe(true);
    expect(fitsTimeLeft({ type: 'video', durationSec: 60 }, ignoring, 1000)).toBe(true);
    expect(fitsTimeLeft({ type: 'gif' }, at6s, 1000)).toBe(true);
  });

  it('fits a clip only when one full play ends before the session does', () => {
    expect(fitsTimeLeft({ type: 'video', durationSec: 20 }, at6s, 20_000)).toBe(true);
    expect(fitsTimeLeft({ type: 'video', durationSec: 20 }, at6s, 19_999)).toBe(false);
    expect(fitsTimeLeft({ type: 'gif', durationSec: 2 }, at6s, 1999)).toBe(false);
  });
});
