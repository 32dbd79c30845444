// Dealing: clips and the time left, ad slots, no repeats, small pools, and flat state over long sessions.
import { describe, expect, it } from 'vitest';
import type { EngineMediaItem } from './engineTypes';
import { ENGINE_MAX_POOL_ITEMS } from './engineChoices';
import { seededRandom } from './random';
import { addItems, adEnded, itemLoaded, skip, tick } from './sessionEvents';
import { panelView } from './sessionView';
import type { SessionEngineState } from './sessionState';
import {
  currentId,
  engine,
  gif,
  image,
  images,
  load,
  makeSupplier,
  quickView,
  recordShown,
  runFor,
  T0,
  video,
} from './sessionTestKit';
import type { ShownRecord } from './sessionTestKit';

describe('clips and the time left', () => {
  // 30 s session, 10 s interval: images at 0-10 s and 10-20 s, then 10 s remain.
  const shortSession = { lengthMin: 0.5, intervalSec: 10 };

  it('does not start a clip that cannot finish; it skips to an item that fits', () => {
    let state = addItems(
      engine(shortSession),
      [image('i0'), image('i1'), video('long', 12), gif('g', 11), image('i2')],
      T0,
    );
    state = load(state, T0);
    state = tick(state, T0 + 10_000);
    state = load(state, T0 + 10_000);
    expect(panelView(state, 0).next?.id).toBe('i2');
    state = tick(state, T0 + 20_000);
    expect(currentId(state)).toBe('i2');
    // The long clips were dropped, not deferred: anything queued now is recycled images.
    expect(state.panels[0]?.queue.map((item) => item.type)).not.toContain('video');
    expect(state.panels[0]?.queue.map((item) => item.type)).not.toContain('gif');
  });

  it('starts a clip that fits exactly', () => {
    let state = addItems(engine(shortSession), [image('i0'), image('i1'), gif('g', 10)], T0);
    state = load(state, T0);
    state = tick(state, T0 + 10_000);
    state = load(state, T0 + 10_000);
    state = tick(state, T0 + 20_000);
    expect(currentId(state)).toBe('g');
  });

  it('holds the current media when nothing fits, even after recycling, then resumes when items arrive', () => {
    // Only two clips exist: at 10 s the 25 s video cannot finish and the gif is the one on screen.
    let state = addItems(engine(shortSession), [gif('g0', 10), video('long', 25)], T0);
    state = load(state, T0);
    state = tick(state, T0 + 10_000);
    expect(panelView(state, 0)).toMatchObject({
      current: { id: 'g0' },
      stalled: true,
      endsAtMs: null,
      loops: true,
      next: null,
    });
    expect(tick(state, T0 + 11_000).panels).toBe(state.panels);
    state = addItems(state, [image('fresh')], T0 + 12_000);
    expect(panelView(state, 0)).toMatchObject({ current: { id: 'fresh' }, stalled: false });
  });

  it('skips a clip whose real length, learned on load, does not fit', () => {
    let state = addItems(engine(shortSession), [image('i0'), image('i1'), video('mystery'), image('i2')], T0);
    state = load(state, T0);
    state = tick(state, T0 + 10_000);
    state = load(state, T0 + 10_000);
    state = tick(state, T0 + 20_000);
    expect(currentId(state)).toBe('mystery');
    state = load(state, T0 + 20_200, 0, 25);
    expect(currentId(state)).toBe('i2');
  });

  it('keeps such a clip on screen when nothing else fits, rather than going black', () => {
    let state = addItems(engine(shortSession), [gif('g0', 10.5), gif('g1', 10.5), video('mystery')], T0);
    state = load(state, T0);
    state = tick(state, T0 + 10_500);
    state = load(state, T0 + 10_500);
    state = tick(state, T0 + 21_000);
    expect(currentId(state)).toBe('mystery');
    state = load(state, T0 + 21_200, 0, 25);
    expect(panelView(state, 0)).toMatchObject({ current: { id: 'mystery' }, loaded: true, loops: true, stalled: true });
  });
});

describe('ads', () => {
  function adSlots(
    screens: number,
    premium: boolean,
    minutes: number,
  ): { ads: number[]; maxSlot: number; shown: ShownRecord[] } {
    const many = Array.from({ length: 400 }, (_, i) => image(`x${i}`));
    const state = addItems(engine({ screens, premium, intervalSec: 3, lengthMin: minutes }), many, T0);
    const shown: ShownRecord[] = [];
    recordShown(state, shown, T0);
    const result = runFor({ state, shown }, T0 + minutes * 60_000, {
      stepMs: 250,
      view: { loadDelayMs: 250, adPlayMs: 5000 },
    });
    const ads = result.shown.filter((record) => record.isAd).map((record) => record.slotNumber);
    return { ads, maxSlot: Math.max(...result.shown.map((record) => record.slotNumber)), shown: result.shown };
  }

  it.each([
    [1, 10],
    [2, 20],
    [3, 25],
  ])('with %i screen(s), makes every %i-th slot of the session an ad for free users', (screens, every) => {
    const { ads, maxSlot } = adSlots(screens, false, 10);
    const expected = Array.from({ length: Math.floor(maxSlot / every) }, (_, i) => (i + 1) * every);
    expect(maxSlot).toBeGreaterThan(every * 3);
    expect(ads).toEqual(expected);
  });

  it('shows no ads to premium users', () => {
    const { ads, maxSlot } = adSlots(3, true, 10);
    expect(maxSlot).toBeGreaterThan(200);
    expect(ads).toEqual([]);
  });

  it('puts the ad on the advancing panel without consuming its next media item', () => {
    let state = addItems(engine({ premium: false }), images('a', 12), T0);
    for (let i = 1; i <= 8; i++) state = skip(state, 0, T0 + i * 100);
    expect(currentId(state)).toBe('a8');
    expect(panelView(state, 0).next?.id).toBe('a9');
    state = skip(state, 0, T0 + 1000);
    expect(panelView(state, 0)).toMatchObject({ isAd: true, slotNumber: 10, current: { source: 'ad', id: 'ad-10' } });
    expect(panelView(state, 0).next?.id).toBe('a9');
    // Skip does nothing on an ad.
    expect(currentId(skip(state, 0, T0 + 1100))).toBe('ad-10');
    state = itemLoaded(state, 0, 'ad-10', T0 + 1200);
    state = adEnded(state, 0, 'ad-10', T0 + 20_000);
    expect(currentId(state)).toBe('a9');
  });

  it('ends an ad after 45 s, and skips one that never loads after 8 s', () => {
    let state = addItems(engine({ premium: false, adTagUrl: 'https://ads.test/tag' }), images('a', 30), T0);
    for (let i = 1; i <= 9; i++) state = skip(state, 0, T0 + i * 100);
    expect(panelView(state, 0).current).toMatchObject({ id: 'ad-10', adTagUrl: 'https://ads.test/tag' });
    state = itemLoaded(state, 0, 'ad-10', T0 + 2000);
    expect(currentId(tick(state, T0 + 46_999))).toBe('ad-10');
    state = tick(state, T0 + 47_000);
    expect(currentId(state)).toBe('a9');
    for (let i = 1; i <= 10; i++) state = skip(state, 0, T0 + 50_000 + i * 100);
    expect(currentId(state)).toBe('ad-20');
    expect(panelView(state, 0).shownAtMs).toBe(T0 + 50_900);
    expect(currentId(tick(state, T0 + 50_900 + 7_999))).toBe('ad-20');
    expect(currentId(tick(state, T0 + 50_900 + 8_000))).toBe('a18');
  });
});

describe('no repeats', () => {
  it('shows every item once, across all panels, before recycling; then never the same item twice in a row or on two panels at once', () => {
    const mix: EngineMediaItem[] = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0 ? video(`r${i}`, 4 + (i % 7)) : image(`r${i}`),
    );
    const state = addItems(engine({ screens: 3, intervalSec: 3, random: seededRandom(11) }), mix, T0);
    const shown: ShownRecord[] = [];
    recordShown(state, shown, T0);
    let duplicateOnScreen = false;
    const result = runFor({ state, shown }, T0 + 180_000, {
      stepMs: 100,
      view: quickView,
      onStep: ({ state: s }) => {
        const onScreen = s.panels.flatMap((panel) => (panel.current ? [panel.current.item.id] : []));
        if (new Set(onScreen).size !== onScreen.length) duplicateOnScreen = true;
      },
    });
    const firstRound = result.shown.slice(0, 30).map((record) => record.id);
    expect(new Set(firstRound).size).toBe(30);
    expect(result.shown.length).toBeGreaterThan(100);
    expect(duplicateOnScreen).toBe(false);
    for (let panel = 0; panel < 3; panel++) {
      const ids = result.shown.filter((record) => record.panel === panel).map((record) => record.id);
      ids.forEach((id, k) => {
        if (k > 0) expect(id).not.toBe(ids[k - 1]);
      });
    }
    // Recycling goes in rounds. The gap can reach 2 only while a previous round's last items sit queued as `next`.
    const counts = new Map(mix.map((item) => [item.id, 0]));
    let widestGap = 0;
    for (const record of result.shown) {
      counts.set(record.id, (counts.get(record.id) ?? 0) + 1);
      widestGap = Math.max(widestGap, Math.max(...counts.values()) - Math.min(...counts.values()));
    }
    expect(widestGap).toBeLessThanOrEqual(2);
  });
});

describe('small pools', () => {
  it.each([1, 2, 3])('with %i panel(s), keeps every panel moving and never repeats an item back to back', (screens) => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const size of [2, 3, 5]) {
        let state = addItems(engine({ screens, random: seededRandom(seed) }), images('t', size), T0);
        for (let i = 1; i < 40; i++) {
          const panel = i % screens;
          const before = currentId(state, panel);
          state = skip(state, panel, T0 + i * 100);
          const view = panelView(state, panel);
          expect(view.stalled).toBe(false);
          expect(view.current?.id).not.toBe(before);
        }
        expect(state.recycle.length).toBeLessThanOrEqual(size);
      }
    }
  });
});

describe('long sessions stay flat', () => {
  it('keeps bounded state over 30 minutes at a 3 s interval on 3 panels', () => {
    const mixed = (n: number): EngineMediaItem =>
      n % 5 === 0 ? video(`L${n}`, 2 + (n % 9)) : n % 5 === 1 ? gif(`L${n}`, 1 + (n % 4)) : image(`L${n}`);
    const supply = makeSupplier(800, mixed);
    const initial = supply(engine({ screens: 3, intervalSec: 3, lengthMin: 30, random: seededRandom(99) }), T0);
    let maxQueue = 0;
    let maxPool = 0;
    let flatSizeAt10Min = 0;
    const flatSize = (state: SessionEngineState) => JSON.stringify({ ...state, pool: [], recycle: [] }).length;
    const result = runFor({ state: initial, shown: [] }, T0 + 1_800_000, {
      stepMs: 250,
      view: { loadDelayMs: 100, adPlayMs: null },
      beforeTick: supply,
      onStep: ({ state }, now) => {
        for (const panel of state.panels) maxQueue = Math.max(maxQueue, panel.queue.length);
        maxPool = Math.max(maxPool, state.pool.length);
        expect(state.recycle.length).toBeLessThanOrEqual(state.pool.length);
        if (now === T0 + 600_000) flatSizeAt10Min = flatSize(state);
      },
    });
    expect(result.state.status).toBe('ended');
    expect(result.state.endReason).toBe('timeUp');
    // About one slot a second: the pool was exhausted and recycled many times.
    expect(result.shown.length).toBeGreaterThan(1200);
    expect(maxPool).toBeGreaterThan(500);
    expect(maxPool).toBeLessThanOrEqual(ENGINE_MAX_POOL_ITEMS);
    expect(maxQueue).toBeLessThanOrEqual(80);
    expect(result.state.failedIds).toEqual([]);
    // Apart from the capped pool, the state does not grow with time.
    expect(flatSizeAt10Min).toBeGreaterThan(0);
    expect(flatSize(result.state)).toBeLessThan(Math.max(20_000, flatSizeAt10Min * 1.5));
  });
});
