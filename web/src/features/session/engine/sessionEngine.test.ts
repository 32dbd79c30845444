import { describe, expect, it } from 'vitest';
import type { EngineMediaItem } from './engineTypes';
import { seededRandom } from './random';
import {
  addItems,
  adEnded,
  createSessionEngine,
  end,
  formatCountdown,
  itemFailed,
  itemLoaded,
  nextWakeAtMs,
  panelView,
  remainingMs,
  skip,
  supplyArrived,
  tick,
  toggleMute,
} from './sessionEngine';
import type { SessionEngineOptions, SessionEngineState } from './sessionEngine';
import { ENGINE_MAX_POOL_ITEMS } from './engineChoices';
import { gif, image, images, makeSupplier, recordShown, runFor, video } from './sessionTestKit';
import type { ShownRecord } from './sessionTestKit';

const T0 = 1_700_000_000_000;

function engine(overrides: Partial<SessionEngineOptions> = {}): SessionEngineState {
  return createSessionEngine(
    {
      screens: 1,
      lengthMin: 10,
      intervalSec: 6,
      ignoreVideoDuration: false,
      premium: true,
      random: seededRandom(7),
      ...overrides,
    },
    T0,
  );
}

function currentId(state: SessionEngineState, panel = 0): string | null {
  return panelView(state, panel).current?.id ?? null;
}

/** Shows the current item of panel 0 as loaded at `atMs`. */
function load(state: SessionEngineState, atMs: number, panel = 0, durationSec?: number): SessionEngineState {
  const id = currentId(state, panel);
  if (id === null) throw new Error('nothing to load');
  return itemLoaded(state, panel, id, atMs, durationSec === undefined ? {} : { durationSec });
}

const quickView = { loadDelayMs: 0, adPlayMs: 5000 };

describe('createSessionEngine', () => {
  it('caps free sessions at 10 minutes and normalises screens and interval', () => {
    const free = engine({ premium: false, lengthMin: 30, screens: 7, intervalSec: 1 });
    expect(free.endsAtMs - free.startedAtMs).toBe(600_000);
    expect(free.panels).toHaveLength(3);
    expect(free.settings.intervalMs).toBe(3000);
    expect(free.settings.adEvery).toBe(25);
    const premium = engine({ premium: true, lengthMin: 30, intervalSec: 20 });
    expect(premium.endsAtMs - premium.startedAtMs).toBe(1_800_000);
    expect(premium.settings.intervalMs).toBe(10_000);
    expect(premium.settings.adEvery).toBeNull();
  });
});

describe('countdown and end', () => {
  it('formats the countdown as m:ss, rounding up', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(599_999)).toBe('10:00');
    expect(formatCountdown(599_000)).toBe('9:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
  });

  it('counts down from the start and ends at zero', () => {
    let state = engine({ lengthMin: 5 });
    expect(remainingMs(state, T0 + 1000)).toBe(299_000);
    state = tick(state, T0 + 299_999);
    expect(state.status).toBe('running');
    expect(formatCountdown(remainingMs(state))).toBe('0:01');
    state = tick(state, T0 + 300_000);
    expect(state.status).toBe('ended');
    expect(state.endReason).toBe('timeUp');
    expect(remainingMs(state)).toBe(0);
  });

  it('ends on End and ignores every later event', () => {
    let state = addItems(engine(), images('a', 5), T0);
    state = end(state, T0 + 10_000);
    expect(state.status).toBe('ended');
    expect(state.endReason).toBe('user');
    expect(remainingMs(state, T0 + 10_001)).toBe(0);
    expect(skip(state, 0, T0 + 11_000)).toBe(state);
    expect(tick(state, T0 + 700_000)).toBe(state);
    expect(addItems(state, images('b', 3), T0 + 12_000)).toBe(state);
  });
});

describe('media supply into panels', () => {
  it('deduplicates by source URL within a batch and across refills', () => {
    let state = engine();
    const copyOfA = { ...image('a2'), srcUrl: image('a').srcUrl };
    state = addItems(state, [image('a'), image('b'), copyOfA, image('b')], T0);
    expect(state.pool.map((item) => item.id)).toEqual(['a', 'b']);
    const copyOfB = { ...image('z'), srcUrl: image('b').srcUrl };
    state = supplyArrived(state, 'refill', [image('a'), copyOfB, image('d')], T0 + 90_000);
    expect(state.pool.map((item) => item.id)).toEqual(['a', 'b', 'd']);
    const everywhere = state.panels.flatMap((panel) => [
      ...(panel.current ? [panel.current.item.id] : []),
      ...panel.queue.map((item) => item.id),
    ]);
    expect([...everywhere].sort()).toEqual(['a', 'b', 'd']);
  });

  it('rejects ad items and items without a source URL', () => {
    const state = addItems(engine(), [{ ...image('x'), srcUrl: '' }, { ...image('y'), source: 'ad' }, image('ok')], T0);
    expect(state.pool.map((item) => item.id)).toEqual(['ok']);
  });

  it('spreads items round-robin across panels from a random start', () => {
    const starts = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const state = addItems(engine({ screens: 3, random: seededRandom(seed) }), images('m', 7), T0);
      const start = [0, 1, 2].find((panel) => currentId(state, panel) === 'm0');
      if (start === undefined) throw new Error('m0 not shown');
      starts.add(start);
      for (let k = 0; k < 3; k++) {
        const panel = state.panels[(start + k) % 3];
        const dealt = [panel?.current?.item.id, ...(panel?.queue.map((item) => item.id) ?? [])];
        expect(dealt).toEqual(['m', 'm', 'm'].slice(0, k === 0 ? 3 : 2).map((_, j) => `m${k + 3 * j}`));
      }
    }
    expect(starts.size).toBeGreaterThan(1);
  });

  it('advances each panel through its queue and never goes back', () => {
    let state = addItems(engine(), images('a', 5), T0);
    const seen = [currentId(state)];
    for (let i = 1; i <= 4; i++) {
      state = skip(state, 0, T0 + i * 1000);
      seen.push(currentId(state));
    }
    expect(seen).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    // Pool exhausted: recycling starts, but never with the item just shown.
    state = skip(state, 0, T0 + 6000);
    expect(currentId(state)).not.toBe('a4');
    expect(currentId(state)).toMatch(/^a[0-3]$/);
  });

  it('lets a panel that ran dry take an unseen item from the fullest queue before recycling', () => {
    let state = addItems(engine({ screens: 2, random: seededRandom(3) }), images('s', 6), T0);
    const otherIds = () => state.panels[1]?.queue.map((item) => item.id) ?? [];
    const before = otherIds().length + (state.panels[0]?.queue.length ?? 0);
    state = skip(state, 0, T0 + 1000);
    state = skip(state, 0, T0 + 2000);
    const next = panelView(state, 0).next;
    expect(next).not.toBeNull();
    expect(state.recycle).toHaveLength(0);
    expect((state.panels[0]?.queue.length ?? 0) + otherIds().length).toBe(before - 2);
    state = skip(state, 0, T0 + 3000);
    expect(currentId(state)).toBe(next?.id);
  });

  it('exposes the next item of every panel for preloading', () => {
    const state = addItems(engine({ screens: 3, random: seededRandom(5) }), images('p', 9), T0);
    for (let panel = 0; panel < 3; panel++) {
      expect(panelView(state, panel).next?.id).toBe(state.panels[panel]?.queue[0]?.id);
      expect(panelView(state, panel).next).not.toBeNull();
    }
  });

  it('keeps a panel empty (not stalled forever) until the first items arrive', () => {
    let state = tick(engine(), T0 + 5000);
    expect(panelView(state, 0).current).toBeNull();
    state = addItems(state, images('late', 2), T0 + 6000);
    expect(currentId(state)).toBe('late0');
    expect(panelView(state, 0).shownAtMs).toBe(T0 + 6000);
  });
});

describe('timing', () => {
  it('shows an image for the interval, counted from when it became visible', () => {
    let state = addItems(engine(), images('i', 3), T0);
    expect(nextWakeAtMs(state)).toBe(T0 + 4000);
    state = load(state, T0 + 200);
    expect(panelView(state, 0).endsAtMs).toBe(T0 + 6200);
    expect(nextWakeAtMs(state)).toBe(T0 + 6200);
    state = tick(state, T0 + 6199);
    expect(currentId(state)).toBe('i0');
    state = tick(state, T0 + 6200);
    expect(currentId(state)).toBe('i1');
  });

  it('shows a video for its duration plus 0.5 s', () => {
    let state = addItems(engine(), [video('v', 8), image('after')], T0);
    state = load(state, T0 + 100);
    const view = panelView(state, 0);
    expect(view.endsAtMs).toBe(T0 + 8600);
    expect(view.loops).toBe(false);
    expect(currentId(tick(state, T0 + 8599))).toBe('v');
    expect(currentId(tick(state, T0 + 8600))).toBe('after');
  });

  it('shows a video for the interval when Ignore Video Duration is on', () => {
    let state = addItems(engine({ ignoreVideoDuration: true }), [video('v', 30), image('after')], T0);
    state = load(state, T0 + 100);
    expect(panelView(state, 0).endsAtMs).toBe(T0 + 6100);
    expect(currentId(tick(state, T0 + 6100))).toBe('after');
  });

  it('shows a gif for its duration, or the interval when unknown', () => {
    let state = addItems(engine(), [gif('long', 9), gif('unknown'), image('after')], T0);
    state = load(state, T0);
    expect(panelView(state, 0).endsAtMs).toBe(T0 + 9000);
    state = tick(state, T0 + 9000);
    state = load(state, T0 + 9000);
    expect(currentId(state)).toBe('unknown');
    expect(panelView(state, 0).endsAtMs).toBe(T0 + 15_000);
  });

  it('uses the real duration reported when the media metadata loads', () => {
    let state = addItems(engine(), [video('v'), image('after')], T0);
    expect(panelView(state, 0).endsAtMs).toBeNull();
    state = load(state, T0 + 300, 0, 12);
    expect(panelView(state, 0).current?.durationSec).toBe(12);
    expect(panelView(state, 0).endsAtMs).toBe(T0 + 300 + 12_500);
  });

  it('records metadata of the preloaded next item', () => {
    let state = addItems(engine(), [image('first'), video('v')], T0);
    state = itemLoaded(state, 0, 'v', T0 + 500, { durationSec: 14 });
    expect(panelView(state, 0).next?.durationSec).toBe(14);
    expect(currentId(state)).toBe('first');
  });

  it('loops a short clip until the interval has passed instead of flashing by', () => {
    let state = addItems(engine(), [gif('short', 2), video('clip', 3), image('after')], T0);
    state = load(state, T0);
    expect(panelView(state, 0).loops).toBe(true);
    expect(currentId(tick(state, T0 + 2000))).toBe('short');
    state = tick(state, T0 + 6000);
    expect(currentId(state)).toBe('clip');
    state = load(state, T0 + 6000);
    expect(panelView(state, 0)).toMatchObject({ loops: true, endsAtMs: T0 + 12_000 });
  });

  it('toggles mute per panel, starting muted', () => {
    let state = engine({ screens: 2 });
    expect(panelView(state, 1).muted).toBe(true);
    state = toggleMute(state, 1);
    expect(panelView(state, 1).muted).toBe(false);
    expect(panelView(state, 0).muted).toBe(true);
  });
});

describe('no black screens', () => {
  it('skips an item that has not loaded within 4 s', () => {
    let state = addItems(engine(), images('t', 3), T0);
    state = tick(state, T0 + 3999);
    expect(currentId(state)).toBe('t0');
    state = tick(state, T0 + 4000);
    expect(currentId(state)).toBe('t1');
    expect(panelView(state, 0).shownAtMs).toBe(T0 + 4000);
    // A slow load is not a broken item: it may be recycled later.
    expect(state.failedIds).toEqual([]);
  });

  it('skips a failed item at once and never recycles it', () => {
    let state = addItems(engine(), images('f', 3), T0);
    state = itemFailed(state, 0, 'f0', T0 + 700);
    expect(currentId(state)).toBe('f1');
    expect(state.failedIds).toEqual(['f0']);
    const shown: string[] = [];
    for (let i = 1; i <= 8; i++) {
      state = skip(state, 0, T0 + 1000 * i);
      shown.push(currentId(state) ?? '');
    }
    expect(shown).not.toContain('f0');
  });

  it('removes an item that fails during recycling from the rest of the round', () => {
    let state = addItems(engine(), images('c', 3), T0);
    state = skip(state, 0, T0 + 100);
    state = skip(state, 0, T0 + 200);
    // The pool is exhausted, so a recycling round holding the current item has started.
    expect(currentId(state)).toBe('c2');
    expect(state.recycle.map((item) => item.id)).toContain('c2');
    state = itemFailed(state, 0, 'c2', T0 + 300);
    const shown: string[] = [];
    for (let i = 1; i <= 8; i++) {
      state = skip(state, 0, T0 + 300 + i * 100);
      shown.push(currentId(state) ?? '');
    }
    expect(shown).not.toContain('c2');
    expect(shown).toContain('c0');
  });

  it('drops a queued item whose preload failed, exposing the following one', () => {
    let state = addItems(engine(), images('q', 4), T0);
    expect(panelView(state, 0).next?.id).toBe('q1');
    state = itemFailed(state, 0, 'q1', T0 + 100);
    expect(panelView(state, 0).next?.id).toBe('q2');
    expect(currentId(state)).toBe('q0');
  });

  it('ignores reports about items the panel no longer shows', () => {
    let state = addItems(engine(), images('o', 3), T0);
    state = skip(state, 0, T0 + 100);
    const after = itemLoaded(state, 0, 'o0', T0 + 200);
    expect(after.panels).toBe(state.panels);
  });
});

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
