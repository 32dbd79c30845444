// The person's blocklist grew while the session runs ('Hide items like this', or a report): what it now hides
// leaves the pool, the queues and the recycling round at once, and a panel showing such an item moves on (or, when
// it only holds it while the next loads, stops holding it).
import { advance } from './dealing';
import { isAdSlot } from './engineTypes';
import type { EngineMediaItem } from './engineTypes';
import type { SessionEngineState } from './sessionState';
import { step } from './sessionEvents';

export function dropHiddenItems<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  hides: (item: T) => boolean,
  nowMs: number,
): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    const shown = state.panels.flatMap((panel) =>
      panel.current && !isAdSlot(panel.current.item) ? [panel.current.item] : [],
    );
    if (!state.pool.some(hides) && !shown.some(hides)) return null;
    return (draft) => {
      draft.pool = draft.pool.filter((item) => !hides(item));
      draft.recycle = draft.recycle.filter((item) => !hides(item));
      // Every queue first: a panel moving on may take from another's.
      for (const panel of draft.panels) panel.queue = panel.queue.filter((item) => !hides(item));
      draft.panels.forEach((panel, index) => {
        const current = panel.current;
        if (current && !isAdSlot(current.item) && hides(current.item)) advance(draft, state, index, clockMs, 'failed');
        // Never hold hidden media on screen while the next item loads.
        const held = panel.current?.held;
        if (held && hides(held) && panel.current) panel.current = { ...panel.current, held: null };
      });
      return true;
    };
  });
}
