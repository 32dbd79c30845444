// The device connection's state, outside React and Redux: the connection itself is a live object (not
// serialisable) that outlives pages (connect on the setup page, drive from the session). Components read
// it with useToyState; only toyController.ts writes it.
import { useSyncExternalStore } from 'react';
import type { PlanControl } from '../lib/sessionEngine/paceBar';
import type { ToyDevice } from '../lib/toys/deviceMapping';
import { readDeviceChoices, readServerAddress, type DeviceChoices } from './deviceSettings';
import { setDeviceLayerWanted } from './deviceLayerFlag';

type LinkStatus = 'disconnected' | 'connecting' | 'connected';

export interface ToyState {
  status: LinkStatus;
  address: string;
  devices: ToyDevice[];
  scanning: boolean;
  choices: DeviceChoices;
  /** A device or the phone is following a running session right now. */
  moving: boolean;
  /** Why the device stopped or could not connect, for the user; null when there is nothing to say. */
  notice: string | null;
  /** The pace of the session that just ended, offered as a funscript until dismissed. */
  lastSession: EndedSession | null;
}

interface EndedSession {
  starName: string;
  controls: readonly PlanControl[] | null;
  /** Session time played (pauses excluded): what its funscript covers. */
  playedMs: number;
}

type Listener = () => void;
let state: ToyState = {
  status: 'disconnected',
  address: readServerAddress(),
  devices: [],
  scanning: false,
  choices: readDeviceChoices(),
  moving: false,
  notice: null,
  lastSession: null,
};
const listeners = new Set<Listener>();

export const toyStore = {
  get: (): ToyState => state,
  update: (patch: Partial<ToyState>): void => {
    state = { ...state, ...patch };
    // Connected or moving (the 'Stop device' control must be on screen), or a finished session's beat is on offer.
    setDeviceLayerWanted(state.status === 'connected' || state.moving || state.lastSession !== null);
    for (const listener of [...listeners]) listener();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useToyState(): ToyState {
  return useSyncExternalStore(toyStore.subscribe, toyStore.get);
}
