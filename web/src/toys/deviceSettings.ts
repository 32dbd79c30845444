// What the user chose for devices, remembered in this browser only (docs/product-rules.md "Devices"): the
// server address, the intensity cap, phone haptics, and per device name whether it is used and its tuning.
// Names, not indexes: the server numbers devices anew on every connection.
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';
import { STORAGE_KEYS } from '../config/storageKeys';
import { cleanTuning, type DeviceTuning } from '../lib/toys/deviceMapping';
import { clampCap } from '../lib/toys/safety';

export interface DeviceChoices {
  cap: number;
  haptics: boolean;
  /** Device names the user picked to follow the pace. */
  used: string[];
  tuning: Record<string, DeviceTuning>;
}

export const DEFAULT_CHOICES: DeviceChoices = { cap: clampCap(undefined), haptics: false, used: [], tuning: {} };

/** ws:// or wss:// with a host: anything else is refused before a connection is tried. */
export function validServerAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if ((url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.hostname === '') return null;
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return null;
  }
}

export function readServerAddress(): string {
  try {
    return validServerAddress(localStorage.getItem(STORAGE_KEYS.deviceServer) ?? '') ?? DEVICE_SERVER_DEFAULT;
  } catch {
    return DEVICE_SERVER_DEFAULT;
  }
}

export function storeServerAddress(address: string): void {
  try {
    if (address === DEVICE_SERVER_DEFAULT) localStorage.removeItem(STORAGE_KEYS.deviceServer);
    else localStorage.setItem(STORAGE_KEYS.deviceServer, address);
  } catch {
    // Storage refused (private mode): the address lasts for this page only.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored choices, each field checked: a hand-edited or old entry can never raise the cap past its limits. */
export function readDeviceChoices(): DeviceChoices {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.deviceSettings) ?? 'null');
    if (!isRecord(raw)) return DEFAULT_CHOICES;
    const used = Array.isArray(raw.used) ? raw.used.filter((name): name is string => typeof name === 'string') : [];
    const tuning: Record<string, DeviceTuning> = {};
    if (isRecord(raw.tuning)) {
      for (const [name, value] of Object.entries(raw.tuning)) {
        if (isRecord(value)) tuning[name] = cleanTuning(value);
      }
    }
    return { cap: clampCap(raw.cap), haptics: raw.haptics === true, used, tuning };
  } catch {
    return DEFAULT_CHOICES;
  }
}

export function storeDeviceChoices(choices: DeviceChoices): void {
  try {
    localStorage.setItem(STORAGE_KEYS.deviceSettings, JSON.stringify(choices));
  } catch {
    // As above: kept in memory only.
  }
}
