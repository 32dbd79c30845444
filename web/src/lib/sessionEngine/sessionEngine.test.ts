// The engine's life cycle: start, countdown, supply into panels, timing and no black screens.
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { addItems, end, itemFailed, itemLoaded, skip, tick, toggleMute } from './sessionEvents';
import { supplyArrived } from './sessionSupply';
import { formatCountdown, nextWakeAtMs, panelView, remainingMs } from './sessionView';
import { currentId, engine, gif, image, images, load, T0, video } from './sessionTestKit';

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
