import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beatTimeMs } from '../lib/sessionEngine/paceBar';
import type { DeviceCommand, ToyDevice } from '../lib/toys/deviceMapping';
import { createBeatDriver } from './beatDriver';

const STROKER: ToyDevice = { index: 1, name: 'Stroker', features: [{ kind: 'linear', index: 0, label: 'Stroke' }] };
const VIBE: ToyDevice = { index: 0, name: 'Vibe', features: [{ kind: 'vibrate', index: 0, label: 'Motor' }] };
const PLAN = [
  { bpm: 60, duration: 10 },
  { bpm: 28, duration: 60 },
];
const STEADY = [{ bpm: 60, duration: 600 }];
const T0 = 50_000;

interface DriverOptions {
  /** How late the n-th timer fires beyond what was asked (a loaded machine, a throttled tab). */
  lateness?: (n: number) => number;
  send?: (command: DeviceCommand) => void;
}

function driverLog({ lateness = () => 0, send = () => undefined }: DriverOptions = {}) {
  const sent: { at: number; command: DeviceCommand }[] = [];
  const failures: unknown[] = [];
  let timers = 0;
  const driver = createBeatDriver({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms + lateness(timers++)),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    send: (command) => {
      send(command);
      sent.push({ at: Date.now(), command });
    },
    buzz: () => undefined,
    fail: (error) => failures.push(error),
  });
  return { sent, driver, failures };
}

/** Deterministic made-up timer lateness: 0..30 ms of jitter, every 23rd timer 200 ms late, every 71st 900 ms. */
function jitter(n: number): number {
  if (n % 71 === 70) return 900;
  if (n % 23 === 22) return 200;
  return (n * 7919) % 31;
}

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

describe('beatDriver', () => {
  it('when the pace changes mid-session, then beats follow the plan across the change, each at its own time', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: PLAN, startedAtMs: T0 }, { devices: [STROKER], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(20_000);
    const times = sent.map((s) => s.at - T0);
    expect(times.slice(0, 12)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((b) => Math.ceil(beatTimeMs(PLAN, b))),
    );
    expect(sent.map((s) => s.command)).toContainEqual(expect.objectContaining({ type: 'linear', durationMs: 2143 }));
  });

  it('when every timer fires late by a made-up amount over 200 beats, then each send stays on its own planned beat time and the lateness never adds up', async () => {
    const plan = [
      { bpm: 60, duration: 60 },
      { bpm: 90, duration: 60 },
      { bpm: 45, duration: 120 },
    ];
    const grid = Array.from({ length: 240 }, (_, beat) => T0 + beatTimeMs(plan, beat));
    const { sent, driver } = driverLog({ lateness: jitter });
    driver.start({ controls: plan, startedAtMs: T0 }, { devices: [STROKER], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync((grid[200] ?? NaN) - T0 + 500);
    // Each send belongs to the latest planned beat at or before it; it is late by its own timer's lateness only.
    const beats = sent.map((s) => grid.findLastIndex((at) => at <= s.at));
    const late = sent.map((s, i) => s.at - (grid[beats[i] ?? 0] ?? NaN));
    expect(new Set(beats).size).toBe(beats.length); // no beat twice
    expect(beats).toEqual([...beats].sort((a, b) => a - b));
    expect(beats.at(-1)).toBeGreaterThanOrEqual(200);
    // Only the beats whose timer was beyond the late limit are missing, and only a few.
    expect(beats.length).toBeGreaterThanOrEqual(195);
    expect(Math.max(...late)).toBeLessThanOrEqual(200);
    // Jitter stays jitter: typical lateness is that of one timer, also at the end of the run.
    const sortedLate = [...late].sort((a, b) => a - b);
    expect(sortedLate[Math.floor(late.length / 2)]).toBeLessThanOrEqual(30);
    const endLate = late.slice(-40).sort((a, b) => a - b);
    expect(endLate[Math.floor(endLate.length / 2)]).toBeLessThanOrEqual(30);
  });

  it('when the timer fires far too late (a throttled tab), then stale beats are dropped and it picks up at the next beat', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [STROKER], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sent).toHaveLength(2);
    vi.setSystemTime(Date.now() + 10_000); // the page slept: no timer ran for 10 s
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toHaveLength(3);
    // Beat 12 (at 12 s), within the fake clock's millisecond step; beats 2 to 11 were never sent.
    const late = (sent.at(-1)?.at ?? 0) - (T0 + 12_000);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThanOrEqual(2);
  });

  it('when the timer of a vibrator’s pulse end fires far too late, then the pulse still ends before the next beat', async () => {
    // Timer 0 sends beat 0's pulse, timer 1 its end: that one fires 400 ms late.
    const { sent, driver } = driverLog({ lateness: (n) => (n === 1 ? 400 : 0) });
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [VIBE], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(3_100);
    const levels = sent.map((s) => [s.at - T0, s.command.level]);
    expect(levels).toEqual([
      [0, 1],
      [650, 0],
      [1000, 1],
      [1250, 0],
      [2000, 1],
      [2250, 0],
      [3000, 1],
    ]);
  });

  it('when the driver is restarted mid-pulse (the cap or the devices changed), then that pulse is ended first', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [VIBE], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(100);
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [VIBE, STROKER], tuning: {}, haptics: false });
    expect(sent.map((s) => [s.at - T0, s.command.device, s.command.type, s.command.level])).toEqual([
      [0, VIBE.index, 'scalar', 1],
      [100, VIBE.index, 'scalar', 0],
    ]);
  });

  it('when a restart no longer drives a device mid-pulse (unticked or gone), then nothing more is sent to it', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [VIBE], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(100);
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [STROKER], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent.filter((s) => s.command.device === VIBE.index).map((s) => s.at - T0)).toEqual([0]);
    expect(sent.some((s) => s.command.device === STROKER.index)).toBe(true);
  });

  it('when anything throws during a tick, then the driver stops, reports it once and sends nothing more', async () => {
    const boom = new Error('mapping broke');
    let calls = 0;
    const { sent, driver, failures } = driverLog({
      send: () => {
        if (++calls === 3) throw boom;
      },
    });
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [STROKER], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failures).toEqual([boom]);
    expect(sent).toHaveLength(2);
    expect(driver.running()).toBe(false);
  });

  it('when a restart’s pulse end throws, then start reports it instead of throwing to its caller (a render)', async () => {
    let calls = 0;
    const { driver, failures } = driverLog({
      send: () => {
        if (++calls === 2) throw new Error('no device');
      },
    });
    driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [VIBE], tuning: {}, haptics: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(() =>
      driver.start({ controls: STEADY, startedAtMs: T0 }, { devices: [VIBE], tuning: {}, haptics: false }),
    ).not.toThrow();
    expect(failures).toHaveLength(1);
    expect(driver.running()).toBe(false);
  });

  it('when stopped, then nothing more is sent', async () => {
    const { sent, driver } = driverLog();
    driver.start({ controls: null, startedAtMs: T0 }, { devices: [STROKER], tuning: {}, haptics: false });
    driver.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.length).toBeLessThanOrEqual(1);
    expect(driver.running()).toBe(false);
  });
});
