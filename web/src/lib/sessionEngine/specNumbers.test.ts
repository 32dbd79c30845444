// The product's session numbers (docs/product-rules.md#sessions), checked through behaviour: the engine,
// the AI scheduler and the pace bar are driven as the app drives them, each expectation written as the
// product states it. A constant changed in `@shared/constants` without a product decision fails here.
import { describe, expect, it } from 'vitest';
import { chunkArrived, chunkFailed, chunkRequested, createAiScheduler, nextAction, parseScript } from './aiScheduler';
import type { AiSchedulerState } from './aiScheduler';
import type { EngineMediaItem } from './engineTypes';
import { clampBpm, paceAt, snapBpm } from './paceBar';
import { seededRandom } from './random';
import { addItems, itemLoaded, skip, tick } from './sessionEvents';
import { createSessionEngine } from './sessionState';
import { nextSupplyRequest, supplyArrived, supplyRequested } from './sessionSupply';
import { formatCountdown, panelView, remainingMs } from './sessionView';
import type { SessionEngineOptions, SessionEngineState } from './sessionState';
import { image, images, video } from './sessionTestKit';

const T0 = 1_700_000_000_000;
const SEC = 1000;
const MIN = 60 * SEC;

function engine(overrides: Partial<SessionEngineOptions>): SessionEngineState {
  const options: SessionEngineOptions = {
    screens: 1,
    lengthMin: 10,
    intervalSec: 6,
    ignoreVideoDuration: false,
    premium: true,
    random: seededRandom(3),
    ...overrides,
  };
  return createSessionEngine(options, T0);
}

/** How long panel 0 shows its first item once it is visible: the moment `tick` moves it on. */
function shownForMs(state: SessionEngineState, item: EngineMediaItem): number {
  let s = addItems(state, [item, ...images('after', 3)], T0);
  s = itemLoaded(s, 0, item.id, T0, item.durationSec === undefined ? {} : { durationSec: item.durationSec });
  for (let at = T0; at <= T0 + 60 * SEC; at += 100) {
    if (panelView(tick(s, at), 0).current?.id !== item.id) return at - T0;
  }
  throw new Error('the item never advanced');
}

/** Skips panel 0 until an ad shows; returns the ad's session-wide slot number (null: none in 120 slots). */
function firstAdSlot(screens: number, premium: boolean): number | null {
  let s = addItems(engine({ screens, premium }), images('m', 400), T0);
  for (let i = 1; i <= 120; i++) {
    const view = panelView(s, 0);
    if (view.isAd) return view.slotNumber;
    s = skip(s, 0, T0 + i * 10);
  }
  return null;
}

function request(state: AiSchedulerState, nowMs: number) {
  const action = nextAction(state, nowMs);
  if (action.type !== 'request') throw new Error(`expected a request at ${nowMs - T0} ms, got ${action.type}`);
  return action;
}

describe('session setup: durations 5/10/20/30 min, free max 10, interval 3 to 10 s, default 6', () => {
  it('a free user asking for 30 minutes gets a 10-minute countdown; premium gets 30 and no more', () => {
    expect(formatCountdown(remainingMs(engine({ premium: false, lengthMin: 30 })))).toBe('10:00');
    expect(formatCountdown(remainingMs(engine({ premium: false, lengthMin: 5 })))).toBe('5:00');
    expect(formatCountdown(remainingMs(engine({ premium: true, lengthMin: 30 })))).toBe('30:00');
    expect(formatCountdown(remainingMs(engine({ premium: true, lengthMin: 45 })))).toBe('30:00');
  });

  it('an image stays for the interval, clamped to 3..10 s, 6 s when the interval is unusable', () => {
    const still = image('still');
    expect(shownForMs(engine({ intervalSec: 1 }), still)).toBe(3 * SEC);
    expect(shownForMs(engine({ intervalSec: 7 }), still)).toBe(7 * SEC);
    expect(shownForMs(engine({ intervalSec: 20 }), still)).toBe(10 * SEC);
    expect(shownForMs(engine({ intervalSec: Number.NaN }), still)).toBe(6 * SEC);
  });

  it('a video stays for its duration plus 0.5 s', () => {
    expect(shownForMs(engine({ intervalSec: 3 }), video('clip', 8))).toBe(8.5 * SEC);
  });
});

describe('ads: a zone every 10 (1 screen), 20 (2), 25 (3) items; an ad up to 45 s', () => {
  it.each([
    [1, 10],
    [2, 20],
    [3, 25],
  ])('a free %i-screen session places its first ad at slot %i', (screens, slot) => {
    expect(firstAdSlot(screens, false)).toBe(slot);
  });

  it('a premium session places no ad', () => {
    expect(firstAdSlot(3, true)).toBeNull();
  });

  it('an ad that never reports its end gives way after 45 s', () => {
    let s = addItems(engine({ premium: false }), images('m', 20), T0);
    for (let i = 1; i <= 9; i++) s = skip(s, 0, T0 + i * 10);
    const ad = panelView(s, 0);
    expect(ad.isAd).toBe(true);
    s = itemLoaded(s, 0, ad.current?.id ?? '', T0 + SEC);
    expect(panelView(tick(s, T0 + SEC + 45 * SEC - 1), 0).isAd).toBe(true);
    expect(panelView(tick(s, T0 + SEC + 45 * SEC), 0).isAd).toBe(false);
  });
});

describe('session queue: start fetch about 36, then about 180; refill 24 items every 90 s', () => {
  it('when no panel shows media within 2 s, then the background fetch starts anyway', () => {
    let s = engine({ premium: true, lengthMin: 30, screens: 2 });
    s = supplyArrived(supplyRequested(s, 'initial', T0), 'initial', images('a', 36), T0 + SEC);
    s = itemLoaded(s, 0, panelView(s, 0).current?.id ?? '', T0 + SEC);
    expect(nextSupplyRequest(s, T0 + 2 * SEC - 1)).toBeNull();
    expect(nextSupplyRequest(s, T0 + 2 * SEC)).toEqual({ kind: 'background', count: 180 });
  });

  it('asks for 36, then 180, then 24 once 90 s have passed', () => {
    let s = engine({ premium: true, lengthMin: 30 });
    const first = nextSupplyRequest(s, T0);
    expect(first).toEqual({ kind: 'initial', count: 36 });
    s = supplyArrived(supplyRequested(s, 'initial', T0), 'initial', images('a', 36), T0 + SEC);
    // The background fetch waits for the first media to show (at most 2 s), so it never competes with them.
    expect(nextSupplyRequest(s, T0 + SEC)).toBeNull();
    s = itemLoaded(s, 0, panelView(s, 0).current?.id ?? '', T0 + SEC);
    expect(nextSupplyRequest(s, T0 + SEC)).toEqual({ kind: 'background', count: 180 });
    s = supplyArrived(supplyRequested(s, 'background', T0 + SEC), 'background', [], T0 + 2 * SEC);
    expect(nextSupplyRequest(s, T0 + 90 * SEC - 1)).toBeNull();
    expect(nextSupplyRequest(s, T0 + 90 * SEC)).toEqual({ kind: 'refill', count: 24 });
  });
});

describe('AI: chunks of 10 minutes, line display 7 s, next chunk 30 s before the end, start delayed 200 ms', () => {
  it('asks for the first 10-minute chunk 200 ms in, and the next one 30 s before it runs out', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 30 });
    expect(nextAction(state, T0)).toEqual({ type: 'wait', untilMs: T0 + 200 });
    expect(request(state, T0 + 200)).toMatchObject({ chunkIndex: 0, chunkMinutes: 10, timeoutMs: 3 * SEC });
    state = chunkRequested(state, 0, T0 + 200);
    state = chunkArrived(state, 0, { script: [{ text: 'Breathe.', displaySec: 7 }] }, T0 + SEC);
    expect(nextAction(state, T0 + SEC)).toEqual({ type: 'wait', untilMs: T0 + 200 + 10 * MIN - 30 * SEC });
    expect(request(state, T0 + 200 + 10 * MIN - 30 * SEC)).toMatchObject({
      chunkIndex: 1,
      chunkMinutes: 10,
      timeoutMs: 5 * SEC,
    });
  });

  it('shows a line without its own duration for 7 s', () => {
    expect(parseScript({ script: [{ text: 'Slowly now.' }] })).toEqual([{ text: 'Slowly now.', displaySec: 7 }]);
  });
});

describe('pace bar: bpm clamped 10 to 200, snapped to 28/36/44/52/60; default 100 in session', () => {
  it('clamps, snaps, and runs at 100 bpm until a plan arrives', () => {
    expect([clampBpm(1), clampBpm(500)]).toEqual([10, 200]);
    expect([1, 30, 40.5, 47, 56.5, 500].map(snapBpm)).toEqual([28, 28, 44, 44, 60, 60]);
    expect(paceAt(null, MIN)).toMatchObject({ bpm: 100, beatIndex: 100 });
  });
});

describe('AI failures: first chunk times out at 3 s, later ones at 5 s, up to 2 retries per chunk', () => {
  it('gives a chunk one attempt and 2 retries, then stops asking', () => {
    let state = createAiScheduler({ sessionStartMs: T0, lengthMin: 10 });
    let now = T0 + 200;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(request(state, now)).toMatchObject({ chunkIndex: 0, attempt });
      state = chunkFailed(chunkRequested(state, 0, now), 0, now + 10, attempt);
      now += 10;
    }
    expect(nextAction(state, now).type).toBe('done');
  });
});
