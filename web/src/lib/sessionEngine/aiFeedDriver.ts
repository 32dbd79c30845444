// The async driver of the AI instruction feed: asks for chunks when the pure scheduler says they
// are due, aborts them at their timeout, retries, then sleeps until the next thing is due.
import { chunkArrived, chunkFailed, chunkRequested, nextAction, releaseInFlight } from './aiScheduler';
import type { AiAction, AiSchedulerState } from './aiScheduler';

export interface AiFeedDeps {
  fetchChunk: (request: { chunkIndex: number; chunkMinutes: number }, signal: AbortSignal) => Promise<unknown>;
  now: () => number;
  /** Runs `run` after `delayMs`; returns a cancel function (setTimeout in the app, fake timers in tests). */
  schedule: (run: () => void, delayMs: number) => () => void;
  onChange?: (state: AiSchedulerState) => void;
}

export interface AiFeedHandle {
  stop: () => void;
  getState: () => AiSchedulerState;
}

/** Drives the scheduler: requests chunks when due, aborts them at their timeout, retries, then sleeps. */
export function runAiFeed(initial: AiSchedulerState, deps: AiFeedDeps): AiFeedHandle {
  let state = initial;
  let stopped = false;
  let cancelWake: (() => void) | null = null;
  const controllers = new Set<AbortController>();

  const update = (next: AiSchedulerState): void => {
    if (next === state) return;
    state = next;
    deps.onChange?.(state);
  };

  const start = (action: Extract<AiAction, { type: 'request' }>): void => {
    const { chunkIndex, chunkMinutes, attempt, timeoutMs } = action;
    update(chunkRequested(state, chunkIndex, deps.now()));
    const controller = new AbortController();
    controllers.add(controller);
    let settled = false;
    let cancelTimeout: () => void = () => undefined;
    const settle = (apply: (current: AiSchedulerState) => AiSchedulerState): void => {
      if (settled || stopped) return;
      settled = true;
      cancelTimeout();
      controllers.delete(controller);
      update(apply(state));
      pump();
    };
    cancelTimeout = deps.schedule(() => {
      controller.abort();
      settle((current) => chunkFailed(current, chunkIndex, deps.now(), attempt));
    }, timeoutMs);
    Promise.resolve()
      .then(() => deps.fetchChunk({ chunkIndex, chunkMinutes }, controller.signal))
      .then(
        (payload) => settle((current) => chunkArrived(current, chunkIndex, payload, deps.now())),
        () => settle((current) => chunkFailed(current, chunkIndex, deps.now(), attempt)),
      );
  };

  function pump(): void {
    if (stopped) return;
    cancelWake?.();
    cancelWake = null;
    for (;;) {
      const action = nextAction(state, deps.now());
      if (action.type === 'done') return;
      if (action.type === 'wait') {
        cancelWake = deps.schedule(pump, Math.max(0, action.untilMs - deps.now()));
        return;
      }
      start(action);
    }
  }

  pump();
  return {
    /** Stops for good; the state it leaves (`getState`) re-requests aborted chunks when a new feed starts from it. */
    stop: () => {
      if (stopped) return;
      stopped = true;
      state = releaseInFlight(state, deps.now());
      cancelWake?.();
      for (const controller of controllers) controller.abort();
      controllers.clear();
    },
    getState: () => state,
  };
}
