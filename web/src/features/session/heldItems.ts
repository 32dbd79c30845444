import { heldItemSchema, type HeldItem } from '@shared/api/schemas/sessionRuns';
import { SESSION_HELD_ITEMS_MAX } from '@shared/constants';
import type { MediaItem } from '@shared/media/types';
import { isAdSlot } from '../../lib/sessionEngine/engineTypes';
import type { SessionEngineState } from '../../lib/sessionEngine/sessionState';

/**
 * What the heartbeat names of the session's items, so that one taken down since it was listed leaves the session
 * (docs/product-rules.md "Reports and takedowns"): those on screen, then those next in each panel's line, then the
 * recycling round, at most `max`. The person's own files and ads never leave the device; an item the server would not
 * take as named (an odd id or address) is left out rather than make the whole beat fail.
 */
export function heldItemsOf(state: SessionEngineState<MediaItem>, max: number = SESSION_HELD_ITEMS_MAX): HeldItem[] {
  const onScreen = state.panels.flatMap((panel) => (panel.current ? [panel.current.item] : []));
  const longestQueue = Math.max(0, ...state.panels.map((panel) => panel.queue.length));
  const nextInLine: MediaItem[] = [];
  for (let i = 0; i < longestQueue; i += 1) {
    for (const panel of state.panels) {
      const item = panel.queue[i];
      if (item) nextInLine.push(item);
    }
  }
  const held: HeldItem[] = [];
  const named = new Set<string>();
  for (const item of [...onScreen, ...nextInLine, ...state.recycle]) {
    if (held.length >= max) break;
    if (isAdSlot(item) || item.source === 'local' || named.has(item.id)) continue;
    const parsed = heldItemSchema.safeParse({ id: item.id, url: item.srcUrl, postUrl: item.postUrl });
    if (!parsed.success) continue;
    named.add(item.id);
    held.push(parsed.data);
  }
  return held;
}
