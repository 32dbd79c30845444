import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_RAMP_MS } from '@shared/constants';
import { beatTimeMs } from '../lib/sessionEngine/paceBar';
import type { DeviceCommand, ToyDevice } from '../lib/toys/deviceMapping';
import type { DeviceLink, LinkEvents } from './deviceLink';
import { DEFAULT_CHOICES } from './deviceSettings';
import { NOTICES } from './deviceNotices';
import { createToyController, watchPage, type SafetyReason } from './toyController';
import { toyStore } from './toyStore';

const VIBE: ToyDevice = { index: 0, name: 'Test Vibe', features: [{ kind: 'vibrate', index: 0, label: 'Motor' }] };
const STROKER: ToyDevice = {
  index: 1,
  name: 'Test Stroker',
  features: [{ kind: 'linear', index: 0, label: 'Stroke' }],
};
const PLAN = [{ bpm: 60, duration: 600 }];

interface Sent {
  at: number;
  command: DeviceCommand | 'stopAll' | { stopDevice: number };
}

function fakeServer() {
  const sent: Sent[] = [];
  let events: LinkEvents | null = null;
  let failNext = false;
  let stopsToFail = 0;
  let scanError: Error | null = null;
  let listed = [VIBE, STROKER];
  const link: DeviceLink = {
    devices: () => listed,
    startScanning: () => (scanError ? Promise.reject(scanError) : Promise.resolve()),
    stopScanning: () => Promise.resolve(),
    // As the buttplug link: a device Intiface no longer lists rejects every command.
    send: (command) => {
      sent.push({ at: Date.now(), command });
      if (!listed.some((d) => d.index === command.device)) return Promise.reject(new Error('No longer connected'));
      if (failNext) return Promise.reject(new Error('Device disconnected'));
      return Promise.resolve();
    },
    stopAll: () => {
      sent.push({ at: Date.now(), command: 'stopAll' });
      if (stopsToFail <= 0) return Promise.resolve();
      stopsToFail -= 1;
      return Promise.reject(new Error('No reply'));
    },
    stopDevice: (index) => {
      sent.push({ at: Date.now(), command: { stopDevice: index } });
      if (!listed.some((d) => d.index === index)) return Promise.reject(new Error('No longer connected'));
      return Promise.resolve();
    },
    disconnect: vi.fn(() => Promise.resolve()),
  };
  return {
    sent,
    link,
    connect: (_address: string, handlers: LinkEvents) => {
      events = handlers;
      return Promise.resolve(link);
    },
    drop: () => events?.onLost(),
    /** Intiface reports a device gone (switched off, out of range). */
    remove: (device: ToyDevice) => {
      listed = listed.filter((d) => d !== device);
      events?.onDevicesChanged();
    },
    failSends: () => {
      failNext = true;
    },
    failStops: (count: number) => {
      stopsToFail = count;
    },
    failScans: (error: Error) => {
      scanError = error;
    },
  };
}

async function setUp({ use = [VIBE, STROKER], vibrate = (_ms: number) => undefined } = {}) {
  const server = fakeServer();
  const buzzes: number[] = [];
  const controller = createToyController({
    connect: server.connect,
    now: () => Date.now(),
    vibrate: (ms) => {
      buzzes.push(ms);
      vibrate(ms);
    },
  });
  await controller.connect('ws://127.0.0.1:12345');
  for (const device of use) controller.setUsed(device.name, true);
  const stops: SafetyReason[] = [];
  const unbind = controller.bindSession((reason) => stops.push(reason));
  return { server, controller, stops, unbind, buzzes };
}

const commands = (sent: Sent[]) =>
  sent.flatMap((s) => (typeof s.command === 'object' && 'type' in s.command ? [s.command] : []));
const onsets = (sent: Sent[]) =>
  sent
    .filter(
      (s) => typeof s.command === 'object' && 'type' in s.command && s.command.type === 'scalar' && s.command.level > 0,
    )
    .map((s) => s.at);
const stopAlls = (sent: Sent[]) => sent.filter((s) => s.command === 'stopAll').length;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  localStorage.clear();
  toyStore.update({ status: 'disconnected', devices: [], choices: DEFAULT_CHOICES, moving: false, notice: null });
});
afterEach(() => vi.useRealTimers());

describe('the device controller', () => {
  it('when a session runs, then each beat goes out at the bar’s beat time, with no drift over 10 minutes', async () => {
    const { server, controller } = await setUp();
    const startedAtMs = Date.now();
    controller.sessionRunning({ controls: PLAN, startedAtMs }, true);
    await vi.advanceTimersByTimeAsync(600_000);
    const beats = onsets(server.sent);
    expect(beats.length).toBeGreaterThanOrEqual(599);
    beats.forEach((at, i) => expect(at).toBe(startedAtMs + beatTimeMs(PLAN, i + 1)));
  });

  it('when levels go out, then none is above the cap and they ramp up from the start', async () => {
    const { server, controller } = await setUp();
    controller.setCap(0.5);
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(60_000);
    const levels = commands(server.sent).map((c) => c.level);
    expect(Math.max(...levels)).toBe(0.5);
    // Beat 0 is at the start (ramp 0); beat 1 comes 1 s into the ramp: the capped level times the ramp.
    const firstPulse = commands(server.sent).find((c) => c.type === 'scalar' && c.level > 0);
    expect(firstPulse?.level).toBeCloseTo(0.5 * (1000 / DEVICE_RAMP_MS));
  });

  it('when the session is halted (Pause, Hide, End), then StopAllDevices goes out at once and nothing after', async () => {
    const { server, controller } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(5_500);
    const pausedAt = Date.now();
    controller.sessionHalted();
    expect(server.sent.at(-1)).toEqual({ at: pausedAt, command: 'stopAll' });
    const count = server.sent.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.sent).toHaveLength(count);
  });

  it('when the connection drops, then the session is paused and a reconnect sends nothing until Resume', async () => {
    const { server, controller, stops } = await setUp();
    const source = { controls: PLAN, startedAtMs: Date.now() };
    controller.sessionRunning(source, true);
    await vi.advanceTimersByTimeAsync(3_500);
    server.drop();
    expect(stops).toEqual(['lost']);
    expect(toyStore.get().notice).toBe(NOTICES.lost);
    const count = server.sent.length;
    await controller.connect('ws://127.0.0.1:12345');
    controller.sessionRunning(source, false); // the screen re-renders, not yet resumed
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.sent).toHaveLength(count);
    controller.sessionHalted(); // the pause the controller asked for
    controller.sessionRunning({ ...source, startedAtMs: source.startedAtMs + 6_000 }, true); // Resume
    await vi.advanceTimersByTimeAsync(2_000);
    expect(commands(server.sent.slice(count)).length).toBeGreaterThan(0);
  });

  it('when a device command fails, then everything stops and the session is paused with the reason', async () => {
    const { server, controller, stops } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    server.failSends();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(stops).toEqual(['error']);
    expect(server.sent.at(-1)?.command).toBe('stopAll');
    expect(toyStore.get().notice).toBe(NOTICES.error('Device disconnected'));
  });

  it('when the page is hidden or Stop device is pressed, then it stops and pauses; a connect mid-session also pauses', async () => {
    const { server, controller, stops } = await setUp();
    const source = { controls: PLAN, startedAtMs: Date.now() };
    controller.sessionRunning(source, true);
    controller.pageHidden();
    expect(stops).toEqual(['hidden']);
    controller.sessionHalted();
    controller.sessionRunning(source, true);
    controller.stopDevices();
    expect(stops).toEqual(['hidden', 'stopped']);
    controller.sessionHalted();
    controller.sessionRunning(source, true);
    await controller.connect('ws://127.0.0.1:12345');
    expect(stops).toEqual(['hidden', 'stopped', 'connectedMidSession']);
    const count = server.sent.length;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.sent).toHaveLength(count);
  });

  it('when phone haptics are on, then the phone buzzes per beat (shorter under the cap) and stops with the device', async () => {
    const { controller, buzzes } = await setUp();
    controller.setHaptics(true);
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(10_500);
    const pulses = buzzes.filter((ms) => ms > 0);
    expect(pulses.length).toBe(10);
    expect(Math.max(...pulses)).toBe(Math.round(200 * 0.7));
    controller.sessionHalted();
    expect(buzzes.at(-1)).toBe(0);
  });

  it('when the page goes away (reload, close) or the tab is hidden, then StopAllDevices goes out', async () => {
    const { server, controller, stops } = await setUp();
    const unwatch = watchPage(controller);
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(2_500);
    window.dispatchEvent(new Event('pagehide'));
    expect(server.sent.at(-1)).toEqual({ at: Date.now(), command: 'stopAll' });
    const count = server.sent.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.sent).toHaveLength(count);

    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(server.sent.at(-1)?.command).toBe('stopAll');
    expect(stops).toEqual(['hidden']);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    unwatch();
  });

  it('when Stop device is pressed outside a session, then it stops without asking for a Resume', async () => {
    const { server, controller, stops, unbind } = await setUp();
    unbind();
    controller.stopDevices();
    expect(server.sent.at(-1)?.command).toBe('stopAll');
    expect(stops).toEqual([]);
    expect(toyStore.get().notice).toBe(NOTICES.stoppedIdle);
  });

  it('when anything throws while the beat is driven (here the phone’s vibrate), then it stops, pauses with the error and sends nothing more', async () => {
    let buzzes = 0;
    const { server, controller, stops } = await setUp({
      vibrate: (ms) => {
        if (ms > 0 && ++buzzes === 3) throw new Error('vibrate failed');
      },
    });
    controller.setHaptics(true);
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    // Beat 0 is silent (the ramp is at 0): the third buzz is beat 3's.
    await vi.advanceTimersByTimeAsync(3_100);
    expect(stops).toEqual(['error']);
    expect(server.sent.at(-1)).toEqual({ at: Date.now() - 100, command: 'stopAll' });
    expect(toyStore.get()).toMatchObject({ moving: false, notice: NOTICES.error('vibrate failed') });
    const count = server.sent.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.sent).toHaveLength(count);
  });

  it('when StopAllDevices fails once, then it is sent again and the connection stays', async () => {
    const { server, controller, stops } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(1_100);
    server.failStops(1);
    controller.sessionHalted();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopAlls(server.sent)).toBe(2);
    expect(server.link.disconnect).not.toHaveBeenCalled();
    expect(toyStore.get().status).toBe('connected');
    expect(stops).toEqual([]);
  });

  it('when StopAllDevices fails twice, then the device is not trusted: the connection is closed and the session paused with the reason', async () => {
    const { server, controller, stops } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(1_100);
    server.failStops(2);
    controller.pageHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopAlls(server.sent)).toBe(2);
    expect(server.link.disconnect).toHaveBeenCalled();
    expect(toyStore.get()).toMatchObject({ status: 'disconnected', notice: NOTICES.stopFailed('No reply') });
    expect(stops).toEqual(['hidden', 'stopFailed']);
  });

  it('when scanning fails during a session, then the device stops and the session pauses with the error', async () => {
    const { server, controller, stops } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(1_100);
    server.failScans(new Error('Bluetooth is off'));
    await controller.scan();
    expect(stops).toEqual(['error']);
    expect(server.sent.at(-1)?.command).toBe('stopAll');
    expect(toyStore.get()).toMatchObject({ scanning: false, notice: NOTICES.error('Bluetooth is off') });
  });

  it('when a device or phone haptics join a running session, then they ramp up from 0 while the others stay at the cap', async () => {
    const { server, controller, buzzes } = await setUp({ use: [VIBE] });
    controller.setCap(0.5);
    const startedAtMs = Date.now();
    controller.sessionRunning({ controls: PLAN, startedAtMs }, true);
    await vi.advanceTimersByTimeAsync(10_500);
    const joinedAt = server.sent.length;
    controller.setUsed(STROKER.name, true);
    controller.setHaptics(true);
    await vi.advanceTimersByTimeAsync(2_000);
    const joined = server.sent.slice(joinedAt);
    const level = (index: number, at: number) =>
      commands(joined.filter((s) => s.at === startedAtMs + at)).find((c) => c.device === index && c.level > 0)?.level;
    expect(level(VIBE.index, 11_000)).toBe(0.5);
    // Beat 12 is the stroker's first stroke up, 1.5 s into its own ramp.
    expect(level(STROKER.index, 12_000)).toBeCloseTo(0.5 * (1_500 / DEVICE_RAMP_MS));
    expect(buzzes.filter((ms) => ms > 0)).toEqual([
      Math.round(200 * 0.5 * (500 / DEVICE_RAMP_MS)),
      Math.round(200 * 0.5 * (1_500 / DEVICE_RAMP_MS)),
    ]);
  });

  it('when a device is no longer used mid-session, then its own stop ends its pulse and nothing more goes to it', async () => {
    const { server, controller } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(1_100); // inside beat 1's pulse
    const count = server.sent.length;
    controller.setUsed(VIBE.name, false);
    expect(server.sent.slice(count).map((s) => s.command)).toEqual([{ stopDevice: VIBE.index }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(commands(server.sent.slice(count + 1)).every((c) => c.device === STROKER.index)).toBe(true);
  });

  it('when Intiface reports a used device gone mid-session, then it is dropped: nothing goes to it and the other keeps its beats', async () => {
    const { server, controller, stops } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(1_100); // inside beat 1's pulse
    const count = server.sent.length;
    server.remove(VIBE);
    await vi.advanceTimersByTimeAsync(3_000);
    const after = server.sent.slice(count);
    expect(after.some((s) => typeof s.command === 'object' && !('type' in s.command))).toBe(false);
    expect(stopAlls(after)).toBe(0);
    expect(commands(after).every((c) => c.device === STROKER.index)).toBe(true);
    // One stroke per beat: beats 2, 3 and 4.
    expect(new Set(after.filter((s) => typeof s.command === 'object').map((s) => s.at)).size).toBe(3);
    expect(stops).toEqual([]);
    expect(toyStore.get()).toMatchObject({ moving: true, notice: null, status: 'connected' });
  });

  it('when a device is gone and a command to one still connected fails, then everything still stops with the error', async () => {
    const { server, controller, stops } = await setUp();
    controller.sessionRunning({ controls: PLAN, startedAtMs: Date.now() }, true);
    await vi.advanceTimersByTimeAsync(1_100);
    server.remove(VIBE);
    server.failSends();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stops).toEqual(['error']);
    expect(server.sent.at(-1)?.command).toBe('stopAll');
    expect(toyStore.get().notice).toBe(NOTICES.error('Device disconnected'));
  });

  it('when the address is not a WebSocket address, then it is refused without connecting', async () => {
    const server = fakeServer();
    const connect = vi.fn(server.connect);
    const controller = createToyController({ connect, now: () => Date.now(), vibrate: () => undefined });
    await controller.connect('http://example.com');
    expect(connect).not.toHaveBeenCalled();
    expect(toyStore.get().notice).toBe(NOTICES.badAddress);
  });
});
