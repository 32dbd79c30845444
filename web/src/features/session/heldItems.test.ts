import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@shared/media/types';
import { addItems } from '../../lib/sessionEngine/sessionEvents';
import { dropHiddenItems } from '../../lib/sessionEngine/hiddenItems';
import { T0, currentId, engine } from '../../lib/sessionEngine/sessionTestKit';
import type { SessionEngineState } from '../../lib/sessionEngine/sessionState';
import { heldItemsOf } from './heldItems';

function item(id: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    type: 'image',
    srcUrl: `https://media.test/${id}.jpg`,
    durationSec: 0,
    previewUrl: null,
    width: 720,
    height: 1280,
    source: 'forum',
    postUrl: `https://forum.test/r/Sub/comments/${id}/`,
    ...overrides,
  };
}

const withItems = (items: MediaItem[], screens: 1 | 2 = 1) =>
  addItems(engine({ screens }) as SessionEngineState<MediaItem>, items, T0 + 10);

describe('heldItemsOf: what a heartbeat names of the session', () => {
  it('when panels show items and more wait in line, then the ones on screen come first, each once, with its post', () => {
    const state = withItems([item('a1'), item('b1'), item('a2'), item('b2'), item('a3')], 2);
    const held = heldItemsOf(state);
    const onScreen = state.panels.map((panel) => panel.current?.item.id);
    expect(held.slice(0, 2).map((h) => h.id)).toEqual(onScreen);
    expect(new Set(held.map((h) => h.id)).size).toBe(held.length);
    expect(held[0]).toEqual({
      id: onScreen[0],
      url: `https://media.test/${onScreen[0]}.jpg`,
      postUrl: `https://forum.test/r/Sub/comments/${onScreen[0]}/`,
    });
  });

  it("when the session holds more than the beat may name, then it names `max`; the person's own files never", () => {
    const own = item('mine', { source: 'local', srcUrl: 'blob:https://app.test/1' });
    const state = withItems([own, ...Array.from({ length: 30 }, (_, i) => item(`p${i}`))]);
    const held = heldItemsOf(state, 5);
    expect(held).toHaveLength(5);
    expect(held.some((h) => h.id === 'mine' || h.url.startsWith('blob:'))).toBe(false);
  });

  it('when an item has an id or address the server would refuse, then it is left out and the rest still go', () => {
    const state = withItems([item('bad id!'), item('fine'), item('odd', { srcUrl: 'ftp://media.test/odd.jpg' })]);
    expect(heldItemsOf(state).map((h) => h.id)).toEqual(['fine']);
  });

  it('when the server names an item on screen removed, then dropping it moves the panel on', () => {
    const state = withItems([item('gone'), item('next')]);
    expect(currentId(state)).toBe('gone');
    const after = dropHiddenItems(state, (shown) => new Set(['gone']).has(shown.id), T0 + 20);
    expect(currentId(after)).toBe('next');
    expect(heldItemsOf(after).map((h) => h.id)).not.toContain('gone');
  });
});
