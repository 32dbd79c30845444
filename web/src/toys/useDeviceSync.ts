import { useLayoutEffect, useRef } from 'react';
import type { PlanControl } from '../lib/sessionEngine/paceBar';
import { toyController, type SafetyReason } from './toyController';
import { toyStore } from './toyStore';

export interface DeviceSyncOptions {
  starName: string;
  controls: readonly PlanControl[] | null;
  /** The pace bar's start on the Date.now() clock, moved on by time spent paused. */
  startedAtMs: number;
  /** Running with the pace bar on: not paused (by Pause, Hide or anything else), not ended. */
  running: boolean;
  /** The session ended (with the bar on): its beat is then offered as a funscript. */
  ended: boolean;
  /** Session time played so far (pauses excluded): the offered funscript covers what was played, not the plan. */
  playedMs: number;
  /** Pauses the session: a stop the user did not ask for must be resumed by them. */
  pauseSession: (reason: SafetyReason) => void;
}

/**
 * Ties the devices to the session screen. It follows the session's paused state, not a button, so every way of
 * pausing stops the device. Layout effects: the stop goes out in the same task as the render that paused.
 */
export function useDeviceSync(options: DeviceSyncOptions): void {
  const { controls, startedAtMs, running, ended } = options;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    return toyController.bindSession((reason) => latest.current.pauseSession(reason));
  }, []);

  const wasRunning = useRef(false);
  useLayoutEffect(() => {
    if (running) toyController.sessionRunning({ controls, startedAtMs }, !wasRunning.current);
    else toyController.sessionHalted();
    wasRunning.current = running;
  }, [running, controls, startedAtMs]);

  useLayoutEffect(() => {
    if (!ended) return;
    const { starName, playedMs } = latest.current;
    toyStore.update({ lastSession: { starName, controls, playedMs } });
  }, [ended, controls]);
}
