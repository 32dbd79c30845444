// The one controller of devices (docs/product-rules.md "Devices"). Safety: every level goes out through
// `safeLevel` in `send` below (cap and ramp); every stop sends StopAllDevices and stops the phone; any stop the
// user did not ask for (connection lost, an error, the tab hidden, 'Stop device', a connection made mid-session)
// also pauses the session, and motion starts again only when the user presses Resume (`sessionRunning` with
// `resumed`), never on a reconnect.
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';
import type { DeviceCommand, DeviceTuning } from '../lib/toys/deviceMapping';
import { rampFactor, safeLevel } from '../lib/toys/safety';
import { createBeatDriver, type PaceSource } from './beatDriver';
import { connectButtplug, type ConnectLink, type DeviceLink } from './deviceLink';
import { storeDeviceChoices, storeServerAddress, validServerAddress, type DeviceChoices } from './deviceSettings';
import { toyStore } from './toyStore';

export const NOTICES = {
  lost: 'The connection to Intiface was lost and the device was stopped. Reconnect, then press Resume.',
  hidden: 'The device stopped because the page was hidden. Press Resume to go on.',
  stopped: 'Device stopped. Press Resume to start it again.',
  stoppedIdle: 'Device stopped.',
  connectedMidSession: 'Connected. Press Resume to start the device.',
  badAddress: 'Enter a WebSocket address such as ws://127.0.0.1:12345.',
  error: (message: string) => `The device was stopped after an error: ${message}`,
  connectFailed: (address: string) =>
    address === DEVICE_SERVER_DEFAULT
      ? `Could not connect to ${address}. Start Intiface Central and its server, then try again.`
      : `Could not connect to ${address}. Check that Intiface is running there; this site may only allow ${DEVICE_SERVER_DEFAULT}.`,
} as const;

/** Phone haptics: the Vibration API has no strength, so the buzz is shorter the lower the level. */
const HAPTIC_PULSE_MS = 200;
const SCAN_MS = 10_000;

export type SafetyReason = 'lost' | 'hidden' | 'stopped' | 'connectedMidSession' | 'error';

export interface ToyControllerDeps {
  connect: ConnectLink;
  now: () => number;
  vibrate: (pattern: number) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'unknown error';
}

export function createToyController(deps: ToyControllerDeps) {
  let link: DeviceLink | null = null;
  let armed = false;
  let motionStartMs = 0;
  let session: { source: PaceSource | null; onSafetyStop: (reason: SafetyReason) => void } | null = null;
  let scanTimer: ReturnType<typeof setTimeout> | undefined;

  const choices = () => toyStore.get().choices;
  const ramp = () => rampFactor(deps.now() - motionStartMs);

  /** The single exit for device levels: capped and ramped here and nowhere else. */
  const send = (command: DeviceCommand) => {
    if (!link || !armed) return;
    const safe = { ...command, level: safeLevel(command.level, choices().cap, ramp()) };
    const sending = (() => {
      try {
        return link.send(safe);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    sending.catch((error: unknown) => {
      // The first failure stops everything; the others of that beat have nothing left to stop.
      if (armed) safetyStop('error', messageOf(error));
    });
  };
  const buzz = () => {
    if (!armed) return;
    const ms = Math.round(HAPTIC_PULSE_MS * safeLevel(1, choices().cap, ramp()));
    if (ms > 0) deps.vibrate(ms);
  };
  const driver = createBeatDriver({
    now: deps.now,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    send,
    buzz,
  });

  /** Stops every output at once; StopAllDevices is written to the socket before this returns. */
  const stopOutputs = () => {
    driver.stop();
    link?.stopAll().catch(() => undefined);
    if (choices().haptics) deps.vibrate(0);
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
    driver.start(source, { devices: chosen, tuning, haptics });
    toyStore.update({ moving: true, notice: null });
  };

  function safetyStop(reason: SafetyReason, detail = '') {
    armed = false;
    stopOutputs();
    toyStore.update({ notice: reason === 'error' ? NOTICES.error(detail) : NOTICES[reason] });
    session?.onSafetyStop(reason);
  }

  const refreshDevices = () => {
    toyStore.update({ devices: link?.devices() ?? [] });
    drive();
  };

  const lost = () => {
    link = null;
    clearTimeout(scanTimer);
    toyStore.update({ status: 'disconnected', devices: [], scanning: false });
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
          void link?.stopScanning().catch(() => undefined);
          toyStore.update({ scanning: false });
        }, SCAN_MS);
      } catch (error) {
        toyStore.update({ scanning: false, notice: NOTICES.error(messageOf(error)) });
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
      if (!haptics) deps.vibrate(0);
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
        motionStartMs = deps.now();
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
      else link?.stopAll().catch(() => undefined);
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
