import { useEffect, useRef } from 'react';
import type { MediaItem } from '@shared/media/types';
import { isAdSlot } from '../../lib/sessionEngine/engineTypes';
import type { SessionEngineState } from '../../lib/sessionEngine/sessionState';

/**
 * How many items (ads aside) this session has shown so far: each slot counts once, when its media became visible.
 * The heartbeats report it; the server caps it at the items it listed to the run.
 */
export function useShownCount(state: SessionEngineState<MediaItem>): { readonly current: number } {
  const counted = useRef(new Set<number>());
  const shown = useRef(0);
  const { panels } = state;
  useEffect(() => {
    for (const panel of panels) {
      const slot = panel.current;
      if (slot?.loadedAtMs == null || isAdSlot(slot.item) || counted.current.has(slot.slotNumber)) continue;
      counted.current.add(slot.slotNumber);
      shown.current += 1;
    }
  }, [panels]);
  return shown;
}
