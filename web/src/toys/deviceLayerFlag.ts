// Whether the app's layout should load the device layer ('Stop device' on every page, the finished session's beat),
// and whether it is on screen. Kept apart from toyStore so the layout, on every first view, does not load the
// device code to learn "no".
import { useSyncExternalStore } from 'react';

function createFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    set: (next: boolean): void => {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    use: (): boolean => useSyncExternalStore(subscribe, () => value),
  };
}

const wanted = createFlag();
const shown = createFlag();

/** Written by toyStore on every change. */
export const setDeviceLayerWanted = wanted.set;
export const useDeviceLayerWanted = wanted.use;
/** Written by DeviceLayer while it is mounted: until then (or if its code failed to load) the panels show their own 'Stop device'. */
export const setDeviceLayerShown = shown.set;
export const useDeviceLayerShown = shown.use;
