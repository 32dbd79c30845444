import { describe, expect, it } from 'vitest';
import { dropHiddenItems } from './hiddenItems';
import { addItems, skip } from './sessionEvents';
import { currentId, engine, images, load, T0 } from './sessionTestKit';
import { panelView } from './sessionView';

const hidesPrefix = (prefix: string) => (item: { id: string }) => item.id.startsWith(prefix);

describe('dropHiddenItems', () => {
  it('when the shown item becomes hidden, then the panel moves on at once and hidden items never come back', () => {
    let state = addItems(engine({ screens: 2 }), [...images('keep', 6), ...images('hide', 6)], T0);
    for (let i = 0; i < 2; i += 1) state = load(state, T0 + 100, i);
    const hides = hidesPrefix('hide');
    const shownIds = () => state.panels.map((_, i) => currentId(state, i));
    // Make sure a hidden item is on screen first.
    for (let guard = 0; guard < 12 && !shownIds().some((id) => id?.startsWith('hide')); guard += 1) {
      state = skip(state, 0, T0 + 200 + guard);
    }
    expect(shownIds().some((id) => id?.startsWith('hide'))).toBe(true);

    state = dropHiddenItems(state, hides, T0 + 1000);
    expect(shownIds().every((id) => !id?.startsWith('hide'))).toBe(true);
    expect(state.pool.some(hides)).toBe(false);
    expect(state.panels.flatMap((p) => p.queue).some(hides)).toBe(false);
    // Nothing hidden is held on screen while the next item loads.
    state.panels.forEach((_, i) => expect(panelView(state, i).held?.id.startsWith('hide') ?? false).toBe(false));

    // Many more turns: only kept items, recycled.
    for (let turn = 0; turn < 30; turn += 1) {
      state = load(skip(state, 0, T0 + 2000 + turn * 10), T0 + 2005 + turn * 10);
      expect(currentId(state)?.startsWith('keep')).toBe(true);
    }
  });

  it('when only the held item (on screen while the next loads) becomes hidden, then it is dropped and the loading item stays', () => {
    let state = addItems(engine({ screens: 1 }), images('keep', 6), T0);
    state = load(state, T0 + 100, 0);
    state = skip(state, 0, T0 + 200);
    const held = panelView(state, 0).held;
    const loading = currentId(state, 0);
    expect(held).not.toBeNull();
    const reported = held?.id ?? '';
    state = dropHiddenItems(state, (item) => item.id === reported, T0 + 300);
    expect(panelView(state, 0).held).toBeNull();
    expect(currentId(state, 0)).toBe(loading);
    expect(state.recycle.some((item) => item.id === reported)).toBe(false);
  });

  it('when nothing is hidden, then the state is unchanged but for the time', () => {
    const state = addItems(engine(), images('keep', 4), T0);
    const after = dropHiddenItems(state, hidesPrefix('hide'), T0 + 10);
    expect(after.panels).toBe(state.panels);
    expect(after.pool).toBe(state.pool);
  });
});
