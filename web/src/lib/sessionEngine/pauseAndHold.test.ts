import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { addItems, end, itemLoaded, pause, resume, skip, tick } from './sessionEvents';
import { createSessionEngine } from './sessionState';
import { nextWakeAtMs, panelView, remainingMs, sessionElapsedMs } from './sessionView';
import type { SessionEngineOptions, SessionEngineState } from './sessionState';
import { ENGINE_LOAD_TIMEOUT_MS } from './engineChoices';
import { images } from './sessionTestKit';

const T0 = 1_700_000_000_000;

function engine(overrides: Partial<SessionEngineOptions> = {}): SessionEngineState {
  return createSessionEngine(
    {
      screens: 1,
      lengthMin: 10,
      intervalSec: 6,
      ignoreVideoDuration: false,
      premium: true,
      random: seededRandom(3),
      ...overrides,
    },
    T0,
  );
}

function currentId(state: SessionEngineState, panel = 0): string | null {
  return panelView(state, panel).current?.id ?? null;
}

function loadCurrent(state: SessionEngineState, atMs: number, panel = 0): SessionEngineState {
  const id = currentId(state, panel);
  if (id === null) throw new Error('nothing to load');
  return itemLoaded(state, panel, id, atMs);
}

/** A running session whose first image became visible at T0. */
function running(overrides: Partial<SessionEngineOptions> = {}): SessionEngineState {
  return loadCurrent(addItems(engine(overrides), images('i', 12), T0), T0);
}

describe('pause and resume', () => {
  it('holds the countdown while paused and continues from the same value', () => {
    let state = running();
    state = pause(state, T0 + 30_000);
    expect(remainingMs(state, T0 + 30_000)).toBe(570_000);
    // Minutes later the clock still reads the paused value.
    expect(remainingMs(state, T0 + 300_000)).toBe(570_000);
    state = tick(state, T0 + 300_000);
    expect(remainingMs(state)).toBe(570_000);
    state = resume(state, T0 + 300_000);
    expect(remainingMs(state, T0 + 300_000)).toBe(570_000);
    expect(remainingMs(state, T0 + 301_000)).toBe(569_000);
    expect(state.endsAtMs).toBe(T0 + 600_000 + 270_000);
  });

  it('holds each panel timer: the item keeps its unused time for after the pause', () => {
    let state = running();
    const first = currentId(state);
    state = pause(state, T0 + 4000);
    expect(nextWakeAtMs(state)).toBeNull();
    // Past the 6 s interval, nothing advances while paused.
    state = tick(state, T0 + 20_000);
    expect(currentId(state)).toBe(first);
    state = resume(state, T0 + 20_000);
    // 2 s of the 6 s were left at the pause.
    expect(nextWakeAtMs(state)).toBe(T0 + 22_000);
    state = tick(state, T0 + 21_999);
    expect(currentId(state)).toBe(first);
    state = tick(state, T0 + 22_000);
    expect(currentId(state)).not.toBe(first);
  });

  it('never ends a paused session at its original end time', () => {
    let state = running({ lengthMin: 1 });
    state = pause(state, T0 + 50_000);
    state = tick(state, T0 + 120_000);
    expect(state.status).toBe('running');
    state = resume(state, T0 + 120_000);
    state = tick(state, T0 + 129_999);
    expect(state.status).toBe('running');
    state = tick(state, T0 + 130_000);
    expect(state).toMatchObject({ status: 'ended', endReason: 'timeUp' });
  });

  it('counts running time only for the pace bar and the AI lines, and End still works while paused', () => {
    let state = running();
    state = pause(state, T0 + 10_000);
    expect(sessionElapsedMs(state, T0 + 60_000)).toBe(10_000);
    state = resume(state, T0 + 60_000);
    expect(sessionElapsedMs(state, T0 + 65_000)).toBe(15_000);
    state = pause(state, T0 + 70_000);
    state = end(state, T0 + 80_000);
    expect(state).toMatchObject({ status: 'ended', endReason: 'user' });
  });

  it('ignores a second pause and a resume that is not paused', () => {
    const state = pause(running(), T0 + 1000);
    expect(pause(state, T0 + 5000)).toBe(state);
    const resumed = resume(state, T0 + 2000);
    expect(resume(resumed, T0 + 3000)).toBe(resumed);
  });

  it('a session started paused (behind the start interstitial) starts its clock on resume', () => {
    let state = engine({ premium: false, startPaused: true });
    state = addItems(state, images('i', 6), T0 + 100);
    state = loadCurrent(state, T0 + 200);
    state = tick(state, T0 + 15_000);
    expect(remainingMs(state, T0 + 15_000)).toBe(600_000);
    state = resume(state, T0 + 15_000);
    expect(remainingMs(state, T0 + 16_000)).toBe(599_000);
    // The first image's 6 s run from the resume.
    expect(nextWakeAtMs(state)).toBe(T0 + 21_000);
  });
});

describe('hold until ready', () => {
  it('keeps the previous item on screen while the next one loads, and drops it once the next is ready', () => {
    let state = running();
    const first = currentId(state);
    state = tick(state, T0 + 6000);
    const second = currentId(state);
    expect(second).not.toBe(first);
    expect(panelView(state, 0)).toMatchObject({ loaded: false, held: { id: first } });
    state = loadCurrent(state, T0 + 6300);
    expect(panelView(state, 0)).toMatchObject({ loaded: true, held: null });
    // The new item's time runs from when it became visible.
    expect(panelView(state, 0).endsAtMs).toBe(T0 + 12_300);
  });

  it('skips an item not ready within its grace period for the next one, still holding the old media', () => {
    let state = running();
    const first = currentId(state);
    state = skip(state, 0, T0 + 1000);
    const slow = currentId(state);
    state = tick(state, T0 + 1000 + ENGINE_LOAD_TIMEOUT_MS);
    const third = currentId(state);
    expect(third).not.toBe(slow);
    expect(panelView(state, 0).held?.id).toBe(first);
    state = loadCurrent(state, T0 + 1000 + ENGINE_LOAD_TIMEOUT_MS + 50);
    expect(panelView(state, 0).held).toBeNull();
  });

  it('holds nothing over the first item of a panel', () => {
    const state = addItems(engine(), images('i', 4), T0);
    expect(panelView(state, 0)).toMatchObject({ loaded: false, held: null });
  });
});
