import {
  REFERRAL_QUALIFYING_MIN_SHOWN,
  REFERRAL_QUALIFYING_SESSION_MS,
  SESSION_BEAT_STORE_MIN_GAP_MS,
  SESSION_HEARTBEAT_MAX_GAP_MS,
  SESSION_RUN_MAX_MS,
} from '../shared/constants.js';

/** A running session as the server recorded it; every time is the server's own (ms). */
export interface RunPlay {
  startedAtMs: number;
  lastBeatAtMs: number;
  playedMs: number;
  /** Items the listing served to this run (only requests naming the run count). */
  listed: number;
  /** Items the client reports shown, never more than `listed`. */
  shown: number;
}

/**
 * The run after a heartbeat at `nowMs` reporting `reportedShown` items shown so far. Only the time since the last
 * beat is played time, and only when that silence was short: a script that starts, sleeps and finishes plays
 * nothing, and parallel beats cannot add up to more than the time that passed. The shown count never exceeds what
 * the listing served to the run, so a made-up count buys nothing.
 */
export function afterBeat(run: RunPlay, nowMs: number, reportedShown: number): RunPlay {
  const gap = nowMs - run.lastBeatAtMs;
  const played = gap > 0 && gap <= SESSION_HEARTBEAT_MAX_GAP_MS ? gap : 0;
  return {
    ...run,
    lastBeatAtMs: Math.max(run.lastBeatAtMs, nowMs),
    playedMs: run.playedMs + played,
    shown: Math.min(Math.max(run.shown, reportedShown), run.listed),
  };
}

/**
 * Whether a run finishing at `nowMs` counts a referral: it played REFERRAL_QUALIFYING_SESSION_MS in heartbeats,
 * was served listings and showed REFERRAL_QUALIFYING_MIN_SHOWN of their items, and lasted no longer than
 * SESSION_RUN_MAX_MS from start to finish.
 */
export function runQualifies(run: RunPlay, nowMs: number): boolean {
  return (
    run.playedMs >= REFERRAL_QUALIFYING_SESSION_MS &&
    run.shown >= REFERRAL_QUALIFYING_MIN_SHOWN &&
    nowMs - run.startedAtMs <= SESSION_RUN_MAX_MS
  );
}

/**
 * Whether nothing a later heartbeat can bring changes if the run qualifies: it has played the qualifying time and
 * shown enough, and only its length from start to finish is left to judge, at the finish. Such a run is not written
 * again before its finish, so the rest of a long session's heartbeats cost a read each, not a write.
 */
export function runSettled(run: RunPlay): boolean {
  return run.playedMs >= REFERRAL_QUALIFYING_SESSION_MS && run.shown >= REFERRAL_QUALIFYING_MIN_SHOWN;
}

/**
 * Whether a beat at `nowMs` is worth writing: only once SESSION_BEAT_STORE_MIN_GAP_MS has passed since the last
 * stored one. A beat not written loses nothing: the next stored beat (or the finish) counts the whole time since the
 * last stored one, and reports the shown count, which only grows.
 */
export function beatWorthStoring(run: RunPlay, nowMs: number): boolean {
  return nowMs - run.lastBeatAtMs >= SESSION_BEAT_STORE_MIN_GAP_MS;
}

/** Whether the listing served the run enough: `shown` counts at most `listed`, and more than this changes nothing. */
export function runListedEnough(run: RunPlay): boolean {
  return run.listed >= REFERRAL_QUALIFYING_MIN_SHOWN;
}
