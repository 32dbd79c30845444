import { describe, expect, it } from 'vitest';
import {
  WARM_UP_LINES,
  chunkArrived,
  chunkFailed,
  chunkRequested,
  createAiScheduler,
  currentLine,
  nextAction,
  parseScript,
} from './aiScheduler';
import type { AiAction, AiSchedulerState } from './aiScheduler';
import { activateLocale } from '../i18n/i18n';

const T0 = 5_000_000;
const AI = T0 + 200;
const MIN = 60_000;

function script(...lines: [string, number?][]) {
  return { script: lines.map(([text, displaySec]) => ({ text, displaySec })) };
}

/** Requests whatever is due at `nowMs`, returning the action taken. */
function requestDue(state: AiSchedulerState, nowMs: number): { state: AiSchedulerState; action: AiAction } {
  const action = nextAction(state, nowMs);
  if (action.type !== 'request') return { state, action };
  return { state: chunkRequested(state, action.chunkIndex, nowMs), action };
}

describe('request schedule', () => {
  it('starts 200 ms after the session with chunk 0, timing out at 3 s', () => {
    const state = createAiScheduler({ sessionStartMs: T0, lengthMin: 30 });
    expect(state.chunks).toHaveLength(3);
    expect(nextAction(state, T0)).toEqual({ type: 'wait', untilMs: AI });
    expect(nextAction(state, AI)).toEqual({
      type: 'request',
      chunkIndex: 0,
      chunkMinutes: 10,
      attempt: 1,
      timeoutMs: 3000,
    });
  });

  it('asks for the next chunk 30 s before the current one ends, with a 5 s timeout', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 30 });
    state = chunkRequested(state, 0, AI);
    state = chunkArrived(state, 0, script(['Settle in.']), AI + 400);
    expect(nextAction(state, AI + 500)).toEqual({ type: 'wait', untilMs: AI + 10 * MIN - 30_000 });
    expect(nextAction(state, AI + 10 * MIN - 30_001).type).toBe('wait');
    expect(nextAction(state, AI + 10 * MIN - 30_000)).toEqual({
      type: 'request',
      chunkIndex: 1,
      chunkMinutes: 10,
      attempt: 1,
      timeoutMs: 5000,
    });
    state = chunkRequested(state, 1, AI + 10 * MIN - 30_000);
    state = chunkArrived(state, 1, script(['Keep going.']), AI + 10 * MIN - 29_000);
    expect(nextAction(state, AI + 10 * MIN)).toEqual({ type: 'wait', untilMs: AI + 20 * MIN - 30_000 });
    state = chunkRequested(state, 2, AI + 20 * MIN - 30_000);
    state = chunkArrived(state, 2, script(['Nearly there.']), AI + 20 * MIN - 29_000);
    expect(nextAction(state, AI + 20 * MIN)).toEqual({ type: 'done' });
  });

  it('asks for shorter chunks when less than 10 minutes remain', () => {
    const state = createAiScheduler({ sessionStartMs: T0, lengthMin: 5 });
    expect(state.chunks).toHaveLength(1);
    expect(nextAction(state, AI)).toMatchObject({ type: 'request', chunkMinutes: 5 });
  });

  it('retries a timed-out chunk at most twice, then gives up silently', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    let step = requestDue(state, AI);
    state = step.state;
    expect(nextAction(state, AI + 2999)).toEqual({ type: 'wait', untilMs: AI + 3000 });
    step = requestDue(state, AI + 3000);
    expect(step.action).toMatchObject({ type: 'request', chunkIndex: 0, attempt: 2, timeoutMs: 3000 });
    state = step.state;
    step = requestDue(state, AI + 6000);
    expect(step.action).toMatchObject({ type: 'request', chunkIndex: 0, attempt: 3 });
    state = step.state;
    expect(nextAction(state, AI + 9000)).toEqual({ type: 'done' });
  });

  it('retries at once after an error and ignores a failure report from a superseded attempt', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 20 });
    state = chunkRequested(state, 0, AI);
    state = chunkFailed(state, 0, AI + 100);
    expect(nextAction(state, AI + 100)).toMatchObject({ type: 'request', chunkIndex: 0, attempt: 2 });
    state = chunkRequested(state, 0, AI + 100);
    expect(chunkFailed(state, 0, AI + 150, 1)).toBe(state);
    state = chunkFailed(state, 0, AI + 200, 2);
    state = chunkRequested(state, 0, AI + 200);
    state = chunkFailed(state, 0, AI + 300, 3);
    expect(state.chunks[0]).toEqual({ status: 'failed' });
    // The failure of chunk 0 does not stop chunk 1.
    expect(nextAction(state, AI + 300)).toEqual({ type: 'wait', untilMs: AI + 10 * MIN - 30_000 });
  });

  it('treats an answer without usable lines as a failure', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    state = chunkRequested(state, 0, AI);
    state = chunkArrived(state, 0, { script: [{ text: '   ' }] }, AI + 500);
    expect(state.chunks[0]).toEqual({ status: 'pending', attempts: 1, inFlightUntilMs: null });
    expect(nextAction(state, AI + 500)).toMatchObject({ type: 'request', attempt: 2 });
  });
});

describe('parseScript', () => {
  it('defaults a missing or invalid displaySec to 7 s and drops unusable lines', () => {
    expect(
      parseScript({
        script: [
          { text: ' One ', displaySec: 4 },
          { text: 'Two' },
          { text: 'Three', displaySec: -1 },
          { text: 'Four', displaySec: 'x' },
          { text: 'Five', displaySec: Number.NaN },
          { text: '' },
          { displaySec: 3 },
          null,
        ],
      }),
    ).toEqual([
      { text: 'One', displaySec: 4 },
      { text: 'Two', displaySec: 7 },
      { text: 'Three', displaySec: 7 },
      { text: 'Four', displaySec: 7 },
      { text: 'Five', displaySec: 7 },
    ]);
    expect(parseScript([{ text: 'Bare array', displaySec: 2 }])).toEqual([{ text: 'Bare array', displaySec: 2 }]);
    expect(parseScript('nope')).toEqual([]);
  });
});

describe('currentLine', () => {
  it('is empty (waiting) until text arrives, then shows each line for its displaySec', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    expect(currentLine(state, T0)).toBeNull();
    state = chunkRequested(state, 0, AI);
    expect(currentLine(state, AI + 1000)).toBeNull();
    state = chunkArrived(state, 0, script(['First', 4], ['Second'], ['Last', 2]), AI + 1500);
    expect(currentLine(state, AI + 1500)).toEqual({ text: 'First', fallback: false, key: 'c0-0' });
    expect(currentLine(state, AI + 5499)?.text).toBe('First');
    expect(currentLine(state, AI + 5500)?.text).toBe('Second');
    expect(currentLine(state, AI + 12_499)?.text).toBe('Second');
    expect(currentLine(state, AI + 12_500)?.text).toBe('Last');
    // The last line stays rather than blanking.
    expect(currentLine(state, AI + 9 * MIN)?.text).toBe('Last');
  });

  it('shows a warm-up line once the first attempt failed with no text yet', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    state = chunkRequested(state, 0, AI);
    state = chunkFailed(state, 0, AI + 800, 1);
    const line = currentLine(state, AI + 800);
    expect(line?.fallback).toBe(true);
    expect(WARM_UP_LINES).toContain(line?.text);
    // Real text replaces the warm-up as soon as it arrives.
    state = chunkRequested(state, 0, AI + 800);
    state = chunkArrived(state, 0, script(['Real text']), AI + 1200);
    expect(currentLine(state, AI + 1200)).toMatchObject({ text: 'Real text', fallback: false });
  });

  it('shows a warm-up line 3 s after the AI starts when nothing has answered', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    state = chunkRequested(state, 0, AI);
    expect(currentLine(state, AI + 2999)).toBeNull();
    expect(currentLine(state, AI + 3000)?.fallback).toBe(true);
  });

  it('rotates warm-up lines every 7 s', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    state = chunkFailed(chunkRequested(state, 0, AI), 0, AI + 10);
    const texts = [0, 1, 2].map((k) => currentLine(state, AI + 3000 + k * 7000)?.text);
    expect(texts).toEqual([WARM_UP_LINES[0], WARM_UP_LINES[1], WARM_UP_LINES[2]]);
  });

  it('starts an early next chunk at its boundary and keeps the old line while the next is late', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 20 });
    state = chunkArrived(chunkRequested(state, 0, AI), 0, script(['Chunk zero']), AI + 300);
    state = chunkRequested(state, 1, AI + 10 * MIN - 30_000);
    state = chunkArrived(state, 1, script(['Chunk one']), AI + 10 * MIN - 20_000);
    expect(currentLine(state, AI + 10 * MIN - 1)?.text).toBe('Chunk zero');
    expect(currentLine(state, AI + 10 * MIN)?.text).toBe('Chunk one');

    let late = createAiScheduler({ sessionStartMs: T0, lengthMin: 20 });
    late = chunkArrived(chunkRequested(late, 0, AI), 0, script(['Chunk zero']), AI + 300);
    late = chunkRequested(late, 1, AI + 10 * MIN - 30_000);
    late = chunkRequested(chunkFailed(late, 1, AI + 10 * MIN - 25_000), 1, AI + 10 * MIN - 25_000);
    expect(currentLine(late, AI + 10 * MIN + 1000)?.text).toBe('Chunk zero');
    late = chunkArrived(late, 1, script(['Chunk one']), AI + 10 * MIN + 2000);
    expect(currentLine(late, AI + 10 * MIN + 2000)?.text).toBe('Chunk one');
  });

  it('falls back to warm-up lines for a chunk that failed every attempt', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 20 });
    state = chunkArrived(chunkRequested(state, 0, AI), 0, script(['Chunk zero']), AI + 300);
    for (let attempt = 1; attempt <= 3; attempt++) {
      state = chunkFailed(chunkRequested(state, 1, AI + 10 * MIN - 30_000), 1, AI + 10 * MIN - 29_000, attempt);
    }
    expect(currentLine(state, AI + 10 * MIN + 5000)?.fallback).toBe(true);
  });
});

describe('warm-up lines in other languages', () => {
  it('when the visitor reads French, then the warm-up line is French, and a switch mid-session shows at the next read', async () => {
    await activateLocale('fr');
    const state = chunkFailed(
      chunkRequested(createAiScheduler({ sessionStartMs: T0, lengthMin: 10 }), 0, AI),
      0,
      AI + 10,
    );
    expect(currentLine(state, AI + 3000)?.text).toBe('Mettez-vous à l’aise et installez-vous confortablement.');
    await activateLocale('de');
    expect(currentLine(state, AI + 3000)?.text).toBe('Mach es dir bequem und komm zur Ruhe.');
  });
});
