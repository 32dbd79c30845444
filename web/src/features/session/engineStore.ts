// The running engine state behind useSyncExternalStore: async work (supply, timers) reads and
// updates it without stale closures, and React re-renders from one snapshot.

export interface EngineStore<S> {
  get: () => S;
  update: (next: (state: S) => S) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEngineStore<S>(initial: S): EngineStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update: (next) => {
      const updated = next(state);
      if (updated === state) return;
      state = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
