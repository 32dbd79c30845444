// The one controller of devices (docs/product-rules.md "Devices"). Safety: every level goes out through
// `safeLevel` in `send` below (cap and ramp); every stop sends StopAllDevices (`stopLink`) and stops the phone; any
// stop the user did not ask for (connection lost, any error, the tab hidden, 'Stop device', a connection made
// mid-session) also pauses the session, and motion starts again only when the user presses Resume
// (`sessionRunning` with `resumed`), never on a reconnect.
import type { DeviceCommand, DeviceTuning } from '../lib/toys/deviceMapping';
import { safeLevel } from '../lib/toys/safety';
import { createBeatDriver, type PaceSource } from './beatDriver';
import { connectButtplug, type ConnectLink, type DeviceLink } from './deviceLink';
import { NOTICES, unknownDeviceError } from './deviceNotices';
import { settled, stopAllTwice, stopPhone as stopVibrating } from './deviceStops';
import { createOutputRamps } from './outputRamps';
import { storeDeviceChoices, storeServerAddress, validServerAddress, type DeviceChoices } from './deviceSettings';
import { toyStore } from './toyStore';

/** Phone haptics: the Vibration API has no strength, so the buzz is shorter the lower the level. */
const HAPTIC_PULSE_MS = 200;
const SCAN_MS = 10_000;

export type SafetyReason = 'lost' | 'hidden' | 'stopped' | 'connectedMidSession' | 'error' | 'stopFailed';

export interface ToyControllerDeps {
  connect: ConnectLink;
  now: () => number;
  vibrate: (pattern: number) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : unknownDeviceError();
}

export function createToyController(deps: ToyControllerDeps) {
  let link: DeviceLink | null = null;
  let armed = false;
  const ramps = createOutputRamps(deps.now);
  let session: { source: PaceSource | null; onSafetyStop: (reason: SafetyReason) => void } | null = null;
  let scanTimer: ReturnType<typeof setTimeout> | undefined;

  const choices = () => toyStore.get().choices;

  /** The single exit for device levels: capped and ramped here and nowhere else. */
  const send = (command: DeviceCommand) => {
    if (!link || !armed) return;
    const safe = { ...command, level: safeLevel(command.level, choices().cap, ramps.factor(command.device)) };
    const target = link;
    settled(() => target.send(safe)).catch((error: unknown) => failedFor(target, command.device, error));
  };
  const stopPhone = () => stopVibrating(deps.vibrate);
  const buzz = () => {
    if (!armed) return;
    const ms = Math.round(HAPTIC_PULSE_MS * safeLevel(1, choices().cap, ramps.factor('phone')));
    if (ms > 0) deps.vibrate(ms);
  };
  const driver = createBeatDriver({
    now: deps.now,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    send,
    buzz,
    fail: (error) => safetyStop('error', messageOf(error)),
  });

  /**
   * StopAllDevices, tried twice. When both fail the device cannot be trusted to be still: the connection is closed
   * (Intiface stops a client's devices when it goes away), the session paused and the user told to check it.
   */
  const stopLink = (target: DeviceLink | null) => {
    if (!target) return;
    stopAllTwice(target, (error) => {
      // A link already closed or replaced has nothing left to stop through.
      if (link !== target) return;
      dropLink();
      safetyStop('stopFailed', messageOf(error));
      void target.disconnect().catch(() => undefined);
    });
  };

  const listed = (target: DeviceLink, device: number) => target.devices().some((d) => d.index === device);
  /**
   * The first failure of a device still connected stops everything (the others of that beat have nothing left to
   * stop). A device Intiface no longer lists was dropped, not failed: a reply for it arriving late must not stop the
   * devices still in use.
   */
  const failedFor = (target: DeviceLink, device: number, error: unknown) => {
    if (armed && listed(target, device)) safetyStop('error', messageOf(error));
  };

  /** Stops every output at once; StopAllDevices is written to the socket before this returns. */
  const stopOutputs = () => {
    driver.stop();
    ramps.clear();
    stopLink(link);
    if (choices().haptics) stopPhone();
    if (toyStore.get().moving) toyStore.update({ moving: false });
  };

  const drive = () => {
    const source = session?.source;
    const { devices } = toyStore.get();
    const { used, tuning, haptics } = choices();
    const chosen = link ? devices.filter((d) => used.includes(d.name)) : [];
    if (!source || !armed || (chosen.length === 0 && !haptics)) {
      if (driver.running()) stopOutputs();
      return;
    }
    // An output that joins (a device ticked, haptics on) ramps up from 0 like a start; one that leaves gets its own
    // stop, unless it left because Intiface no longer has it: there is nothing to stop and asking would only fail.
    const left = ramps.follow([...chosen.map((d) => d.index), ...(haptics ? ['phone' as const] : [])]);
    driver.start(source, { devices: chosen, tuning, haptics });
    for (const output of left) {
      if (output === 'phone') stopPhone();
      else if (link && devices.some((d) => d.index === output)) {
        const target = link;
        settled(() => target.stopDevice(output)).catch((error: unknown) => failedFor(target, output, error));
      }
    }
    toyStore.update({ moving: true, notice: null });
  };

  function safetyStop(reason: SafetyReason, detail = '') {
    armed = false;
    stopOutputs();
    const notice = reason === 'error' || reason === 'stopFailed' ? NOTICES[reason](detail) : NOTICES[reason];
    toyStore.update({ notice });
    session?.onSafetyStop(reason);
  }

  const refreshDevices = () => {
    try {
      toyStore.update({ devices: link?.devices() ?? [] });
      drive();
    } catch (error) {
      safetyStop('error', messageOf(error));
    }
  };

  function dropLink() {
    link = null;
    clearTimeout(scanTimer);
    toyStore.update({ status: 'disconnected', devices: [], scanning: false });
  }

  const lost = () => {
    dropLink();
    safetyStop('lost');
  };

  const updateChoices = (patch: Partial<DeviceChoices>) => {
    const next = { ...choices(), ...patch };
    storeDeviceChoices(next);
    toyStore.update({ choices: next });
    drive();
  };

  return {
    connect: async (addressText: string) => {
      const address = validServerAddress(addressText);
      if (!address) {
        toyStore.update({ notice: NOTICES.badAddress });
        return;
      }
      storeServerAddress(address);
      toyStore.update({ status: 'connecting', address, notice: null });
      try {
        const opened = await deps.connect(address, {
          onDevicesChanged: refreshDevices,
          onScanningFinished: () => toyStore.update({ scanning: false }),
          onLost: () => {
            if (link === opened) lost();
          },
        });
        link = opened;
        // A connection made while a session runs does not start motion by itself: the user resumes.
        const midSession = Boolean(session?.source) && armed;
        if (midSession) armed = false;
        toyStore.update({ status: 'connected' });
        refreshDevices();
        if (midSession) safetyStop('connectedMidSession');
      } catch {
        link = null;
        toyStore.update({ status: 'disconnected', notice: NOTICES.connectFailed(address) });
      }
    },
    disconnect: async () => {
      const closing = link;
      stopOutputs();
      link = null;
      clearTimeout(scanTimer);
      toyStore.update({ status: 'disconnected', devices: [], scanning: false, notice: null });
      await closing?.disconnect().catch(() => undefined);
    },
    scan: async () => {
      if (!link) return;
      toyStore.update({ scanning: true });
      try {
        await link.startScanning();
        clearTimeout(scanTimer);
        scanTimer = setTimeout(() => {
          toyStore.update({ scanning: false });
          link?.stopScanning().catch((error: unknown) => safetyStop('error', messageOf(error)));
        }, SCAN_MS);
      } catch (error) {
        // Scanning may be pressed mid-session: a failure there is treated as any device error.
        toyStore.update({ scanning: false });
        safetyStop('error', messageOf(error));
      }
    },
    setUsed: (name: string, used: boolean) => {
      const rest = choices().used.filter((n) => n !== name);
      updateChoices({ used: used ? [...rest, name] : rest });
    },
    setTuning: (name: string, tuning: DeviceTuning) =>
      updateChoices({ tuning: { ...choices().tuning, [name]: tuning } }),
    setCap: (cap: number) => updateChoices({ cap }),
    setHaptics: (haptics: boolean) => {
      if (!haptics) stopPhone();
      updateChoices({ haptics });
    },
    /** 'Stop device': stop now and pause a running session (Resume starts again); elsewhere just stop. */
    stopDevices: () => {
      if (session?.source) {
        safetyStop('stopped');
        return;
      }
      armed = false;
      stopOutputs();
      toyStore.update({ notice: NOTICES.stoppedIdle });
    },
    /** A session screen opens; its safety stops pause it through `onSafetyStop`. */
    bindSession: (onSafetyStop: (reason: SafetyReason) => void) => {
      const bound = { source: null, onSafetyStop };
      session = bound;
      return () => {
        if (session !== bound) return;
        armed = false;
        stopOutputs();
        session = null;
      };
    },
    /** The session runs (bar on, not paused). `resumed`: the user just started or resumed it: motion may begin. */
    sessionRunning: (source: PaceSource, resumed: boolean) => {
      if (!session) return;
      if (resumed) {
        armed = true;
        ramps.clear();
      }
      session.source = source;
      drive();
    },
    /** Paused, ended or the bar is off: stop at once. */
    sessionHalted: () => {
      armed = false;
      if (session) session.source = null;
      stopOutputs();
    },
    pageHidden: () => {
      if (driver.running()) safetyStop('hidden');
      else stopLink(link);
    },
    pageLeaving: () => {
      armed = false;
      stopOutputs();
    },
  };
}

export const toyController = createToyController({
  connect: connectButtplug,
  now: () => Date.now(),
  vibrate: (pattern) => {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  },
});

/** Stops when the tab is hidden and when the page goes away (reload, close, navigation elsewhere). */
export function watchPage(controller: Pick<typeof toyController, 'pageHidden' | 'pageLeaving'>): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') controller.pageHidden();
  };
  const onLeave = () => controller.pageLeaving();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onLeave);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onLeave);
  };
}

watchPage(toyController);
