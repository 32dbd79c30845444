// Sends each beat's commands at the pace bar's beat times. Every send time is computed from the session start
// and the plan (beats.ts), never from the previous timer, so timer lateness cannot add up over a session.
import type { PlanControl } from '../lib/sessionEngine/paceBar';
import { beatNumber, nextBeat, type Beat } from '../lib/toys/beats';
import { commandsForBeat, type DeviceCommand, type DeviceTuning, type ToyDevice } from '../lib/toys/deviceMapping';

/** The bar's clock: session time = Date.now() - startedAtMs (moved on by pauses, as the bar's). */
export interface PaceSource {
  controls: readonly PlanControl[] | null;
  startedAtMs: number;
}

export interface DriveTargets {
  devices: ToyDevice[];
  tuning: Record<string, DeviceTuning | undefined>;
  /** Phone haptics: one buzz per beat. */
  haptics: boolean;
}

export interface DriverIo {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  send: (command: DeviceCommand) => void;
  buzz: () => void;
  /** Anything that threw while driving; the driver has already stopped itself, the caller stops the devices. */
  fail: (error: unknown) => void;
}

interface Due {
  at: number;
  command: DeviceCommand | null;
  /** Ends a pulse (a vibrator back to its resting level): sent however late, or the motor would stay on. */
  settles: boolean;
}

/** Commands already this late (a throttled timer, a sleeping page) are dropped; the driver picks up at the next beat. */
const LATE_LIMIT_MS = 250;

export function createBeatDriver(io: DriverIo) {
  let source: PaceSource | null = null;
  let targets: DriveTargets = { devices: [], tuning: {}, haptics: false };
  let beat: Beat | null = null;
  let queue: Due[] = [];
  let timer: unknown = null;

  const elapsed = () => (source ? io.now() - source.startedAtMs : 0);
  // Read through a call: a failed send stops the driver from inside the loop below.
  const stopped = () => source === null;

  const plan = (next: Beat) => {
    if (!source) return;
    const start = source.startedAtMs + next.atMs;
    const due: Due[] = [{ at: start, command: null, settles: false }];
    for (const device of targets.devices) {
      for (const timed of commandsForBeat(next, device, targets.tuning[device.name])) {
        due.push({ at: start + timed.offsetMs, command: timed.command, settles: timed.offsetMs > 0 });
      }
    }
    queue = due.sort((a, b) => a.at - b.at);
  };

  /**
   * Sends the pulse ends still queued (the rest is dropped): no motor is left at its pulse level. Only to `devices`:
   * one no longer driven is stopped on its own by the caller, or is gone and cannot take a command.
   */
  const settleNow = (devices: readonly ToyDevice[]) => {
    const pending = queue;
    queue = [];
    for (const due of pending) {
      const command = due.command;
      if (!due.settles || !command || stopped()) continue;
      if (devices.some((device) => device.index === command.device)) io.send(command);
    }
  };

  const tick = () => {
    if (!source) return;
    if (queue[0] && queue[0].at < io.now() - LATE_LIMIT_MS) {
      settleNow(targets.devices);
      beat = null;
    }
    while (queue[0] && queue[0].at <= io.now()) {
      const due = queue.shift();
      if (due?.command) io.send(due.command);
      else if (due && targets.haptics) io.buzz();
      if (stopped()) return;
    }
    if (queue.length === 0) {
      const following = beat ? beatNumber(source.controls, beat.index + 1) : nextBeat(source.controls, elapsed());
      beat =
        source.startedAtMs + following.atMs < io.now() - LATE_LIMIT_MS
          ? nextBeat(source.controls, elapsed())
          : following;
      plan(beat);
    }
    const first = queue[0];
    if (first) timer = io.setTimer(pump, Math.max(0, first.at - io.now()));
  };

  const stop = () => {
    if (timer !== null) io.clearTimer(timer);
    timer = null;
    source = null;
    beat = null;
    queue = [];
  };

  // Every tick runs here: whatever throws (the plan, the mapping, a send, the timer) stops the driver and is
  // reported once, so a bug can never leave a device running on its last command.
  function pump() {
    timer = null;
    try {
      tick();
    } catch (error) {
      stop();
      io.fail(error);
    }
  }

  return {
    /** Starts (or restarts on a new plan, start time or targets) from the next beat of the bar. */
    start: (nextSource: PaceSource, nextTargets: DriveTargets) => {
      // A restart mid-pulse (the cap or the devices changed) still ends that pulse.
      try {
        settleNow(nextTargets.devices);
      } catch (error) {
        stop();
        io.fail(error);
        return;
      }
      stop();
      source = nextSource;
      targets = nextTargets;
      pump();
    },
    stop,
    running: () => source !== null,
  };
}
