// Whether the app's layout should load the device layer ('Stop device' on every page, the finished session's beat).
// Kept apart from toyStore so the layout, on every first view, does not load the device code to learn "no".
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** Written by toyStore on every change. */
export function setDeviceLayerWanted(next: boolean): void {
  if (next === wanted) return;
  wanted = next;
  for (const listener of [...listeners]) listener();
}

export function useDeviceLayerWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}
