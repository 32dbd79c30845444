import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beatTimeMs } from '../lib/sessionEngine/paceBar';
import type { DeviceCommand, ToyDevice } from '../lib/toys/deviceMapping';
import { createBeatDriver } from './beatDriver';

const STROKER: ToyDevice = { index: 1, name: 'Stroker', features: [{ kind: 'linear', index: 0, label: 'Stroke' }] };
const PLAN = [
  { bpm: 60, duration: 10 },
  { bpm: 28, duration: 60 },
];

function driverLog() {
  const sent: { at: number; command: DeviceCommand }[] = [];
  const driver = createBeatDriver({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    send: (command) => sent.push({ at: Date.now(), command }),
    buzz: () => undefined,
  });
  return { sent, driver };
}

beforeEach(() => vi.useFakeTimers({ now: 50_000 }));
afterEach(() => vi.useRealTimers());

describe('beatDriver', () => {
  it('when the pace changes mid-session, then beats follow the plan across the change, each at its own time', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: PLAN, startedAtMs: 50_000 }, { devices: [STROKER], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(20_000);
    const times = sent.map((s) => s.at - 50_000);
    expect(times.slice(0, 12)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((b) => Math.ceil(beatTimeMs(PLAN, b))),
    );
    expect(sent.map((s) => s.command)).toContainEqual(expect.objectContaining({ type: 'linear', durationMs: 2143 }));
  });

  it('when the timer fires far too late (a throttled tab), then stale beats are dropped and it picks up at the next beat', async () => {
    const { sent, driver } = driverLog();
    driver.start(
      { controls: [{ bpm: 60, duration: 600 }], startedAtMs: 50_000 },
      { devices: [STROKER], tuning: {}, haptics: false },
    );
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sent).toHaveLength(2);
    vi.setSystemTime(Date.now() + 10_000); // the page slept: no timer ran for 10 s
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toHaveLength(3);
    // Beat 12 (at 12 s), within the fake clock's millisecond step; beats 2 to 11 were never sent.
    const late = (sent.at(-1)?.at ?? 0) - (50_000 + 12_000);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThanOrEqual(2);
  });

  it('when stopped, then nothing more is sent', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: null, startedAtMs: 50_000 }, { devices: [STROKER], tuning: {}, haptics: false });
    driver.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.length).toBeLessThanOrEqual(1);
    expect(driver.running()).toBe(false);
  });
});
