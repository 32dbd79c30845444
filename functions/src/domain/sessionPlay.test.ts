import { describe, expect, it } from 'vitest';
import {
  REFERRAL_QUALIFYING_MIN_SHOWN,
  REFERRAL_QUALIFYING_SESSION_MS,
  SESSION_BEAT_STORE_MIN_GAP_MS,
  SESSION_HEARTBEAT_INTERVAL_MS,
  SESSION_HEARTBEAT_MAX_GAP_MS,
  SESSION_RUN_MAX_MS,
} from '../shared/constants.js';
import { afterBeat, beatWorthStoring, runListedEnough, runQualifies, runSettled, type RunPlay } from './sessionPlay.js';

const started: RunPlay = { startedAtMs: 0, lastBeatAtMs: 0, playedMs: 0, listed: 24, shown: 0 };

/** Heartbeats every `everyMs` until `untilMs`, each reporting one more item shown. */
function beatEvery(run: RunPlay, everyMs: number, untilMs: number): RunPlay {
  let next = run;
  for (let at = run.lastBeatAtMs + everyMs; at <= untilMs; at += everyMs) next = afterBeat(next, at, next.shown + 1);
  return next;
}

describe('afterBeat and runQualifies', () => {
  it('when a session beats at its interval for the qualifying time, then it qualifies', () => {
    const run = beatEvery(started, SESSION_HEARTBEAT_INTERVAL_MS, REFERRAL_QUALIFYING_SESSION_MS);
    expect(run.playedMs).toBe(REFERRAL_QUALIFYING_SESSION_MS);
    expect(runQualifies(run, REFERRAL_QUALIFYING_SESSION_MS)).toBe(true);
  });

  it('when a run is started and finished after the qualifying time with no beat between, then it played nothing', () => {
    const run = afterBeat(started, REFERRAL_QUALIFYING_SESSION_MS, REFERRAL_QUALIFYING_MIN_SHOWN);
    expect(run.playedMs).toBe(0);
    expect(runQualifies(run, REFERRAL_QUALIFYING_SESSION_MS)).toBe(false);
  });

  it('when beats are further apart than the allowed gap, then none of that time is played', () => {
    const run = beatEvery(started, SESSION_HEARTBEAT_MAX_GAP_MS + 1, 10 * REFERRAL_QUALIFYING_SESSION_MS);
    expect(run.playedMs).toBe(0);
  });

  it('when many beats arrive at once, then they add no more than the time that passed', () => {
    let run = started;
    for (let i = 0; i < 100; i += 1) run = afterBeat(run, 1_000, 1);
    expect(run.playedMs).toBe(1_000);
    // A beat stamped before the last one (a slow request) neither adds nor takes time.
    expect(afterBeat(run, 500, 1)).toMatchObject({ playedMs: 1_000, lastBeatAtMs: 1_000 });
  });

  it('when the reported count exceeds the items listed to the run, then it is capped there, and it never falls', () => {
    expect(afterBeat({ ...started, listed: 0 }, 1_000, 500).shown).toBe(0);
    expect(afterBeat(started, 1_000, 500).shown).toBe(24);
    expect(afterBeat({ ...started, shown: 9 }, 1_000, 2).shown).toBe(9);
  });

  it('when it showed too few items or ran longer than the cap, then it does not qualify', () => {
    const played = beatEvery(started, SESSION_HEARTBEAT_INTERVAL_MS, REFERRAL_QUALIFYING_SESSION_MS);
    expect(runQualifies({ ...played, shown: REFERRAL_QUALIFYING_MIN_SHOWN - 1 }, played.lastBeatAtMs)).toBe(false);
    expect(runQualifies(played, SESSION_RUN_MAX_MS)).toBe(true);
    expect(runQualifies(played, SESSION_RUN_MAX_MS + 1)).toBe(false);
  });
});

/** Beats every `everyMs` until `untilMs` as the server stores them: those too soon after the last stored one are not. */
function storedBeats(run: RunPlay, everyMs: number, untilMs: number, lost: (at: number) => boolean = () => false) {
  let next = run;
  let writes = 0;
  for (let at = run.lastBeatAtMs + everyMs; at <= untilMs; at += everyMs) {
    if (lost(at) || !beatWorthStoring(next, at)) continue;
    next = afterBeat(next, at, next.shown + 1);
    writes += 1;
  }
  return { run: next, writes };
}

describe('beatWorthStoring (every other beat is written)', () => {
  it('when beats come at their interval, then half of them are written and the played time is the same', () => {
    const every = beatEvery(started, SESSION_HEARTBEAT_INTERVAL_MS, REFERRAL_QUALIFYING_SESSION_MS);
    const stored = storedBeats(started, SESSION_HEARTBEAT_INTERVAL_MS, REFERRAL_QUALIFYING_SESSION_MS);
    expect(stored.writes).toBe(REFERRAL_QUALIFYING_SESSION_MS / (2 * SESSION_HEARTBEAT_INTERVAL_MS));
    expect(stored.run.playedMs).toBe(every.playedMs);
    expect(runQualifies(afterBeat(stored.run, REFERRAL_QUALIFYING_SESSION_MS, 5), REFERRAL_QUALIFYING_SESSION_MS)).toBe(
      true,
    );
  });

  it('when a beat comes just early and the next one is lost, then the time between stored beats still counts', () => {
    const early = SESSION_BEAT_STORE_MIN_GAP_MS - 1;
    // Stored at 0; a beat just under the store gap is skipped, the next one is lost, the one after is stored.
    const skippedAt = early;
    const storedAt = early + 2 * SESSION_HEARTBEAT_INTERVAL_MS;
    expect(beatWorthStoring(started, skippedAt)).toBe(false);
    expect(beatWorthStoring(started, storedAt)).toBe(true);
    expect(afterBeat(started, storedAt, 1).playedMs).toBe(storedAt);
    expect(storedAt).toBeLessThanOrEqual(SESSION_HEARTBEAT_MAX_GAP_MS);
  });
});

describe('runSettled and runListedEnough (when a run need not be written again)', () => {
  it('when a run has played and shown enough, then skipping its later beats decides the finish as applying them would', () => {
    const settled = beatEvery(started, SESSION_HEARTBEAT_INTERVAL_MS, REFERRAL_QUALIFYING_SESSION_MS);
    expect(runSettled(settled)).toBe(true);
    for (const finishAt of [REFERRAL_QUALIFYING_SESSION_MS + 60_000, SESSION_RUN_MAX_MS, SESSION_RUN_MAX_MS + 1]) {
      const beaten = afterBeat(beatEvery(settled, SESSION_HEARTBEAT_INTERVAL_MS, finishAt), finishAt, 3);
      const skipped = afterBeat(settled, finishAt, 3);
      expect(runQualifies(skipped, finishAt), String(finishAt)).toBe(runQualifies(beaten, finishAt));
    }
  });

  it('when it played too little or showed too few, then it is not settled', () => {
    const played = beatEvery(started, SESSION_HEARTBEAT_INTERVAL_MS, REFERRAL_QUALIFYING_SESSION_MS);
    expect(runSettled({ ...played, playedMs: REFERRAL_QUALIFYING_SESSION_MS - 1 })).toBe(false);
    expect(runSettled({ ...played, shown: REFERRAL_QUALIFYING_MIN_SHOWN - 1 })).toBe(false);
  });

  it('when the listing served as many items as a run must show, then more serve nothing', () => {
    expect(runListedEnough({ ...started, listed: REFERRAL_QUALIFYING_MIN_SHOWN - 1 })).toBe(false);
    const listed = { ...started, listed: REFERRAL_QUALIFYING_MIN_SHOWN };
    expect(runListedEnough(listed)).toBe(true);
    expect(afterBeat(listed, 1_000, 500).shown).toBe(REFERRAL_QUALIFYING_MIN_SHOWN);
  });
});
