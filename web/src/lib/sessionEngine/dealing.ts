// Dealing media to panels: the queues, the recycling round, ad slots and holding visible media.
// Each event opens a draft, mutates it locally inside one pure call, and closes it into a new state.
import { isAdSlot } from './engineTypes';
import type { EngineAdItem, EngineMediaItem, ShownItem } from './engineTypes';
import { fitsTimeLeft } from './mediaTiming';
import { shuffled } from './random';
import type { EngineSettings, PanelSlot, SessionEngineState } from './sessionState';

export type AdvanceReason = 'start' | 'resume' | 'due' | 'skip' | 'failed' | 'timeout' | 'adEnded' | 'doesNotFit';

interface DraftPanel<T extends EngineMediaItem> {
  current: PanelSlot<T> | null;
  queue: T[];
  stalled: boolean;
  muted: boolean;
}

export interface Draft<T extends EngineMediaItem> {
  panels: DraftPanel<T>[];
  pool: readonly T[];
  recycle: T[];
  failedIds: string[];
  slotsStarted: number;
  rngSeed: number;
}

export function openDraft<T extends EngineMediaItem>(state: SessionEngineState<T>): Draft<T> {
  return {
    panels: state.panels.map((panel) => ({ ...panel, queue: [...panel.queue] })),
    pool: state.pool,
    recycle: [...state.recycle],
    failedIds: [...state.failedIds],
    slotsStarted: state.slotsStarted,
    rngSeed: state.rngSeed,
  };
}

export function closeDraft<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  draft: Draft<T>,
  nowMs: number,
): SessionEngineState<T> {
  return {
    ...state,
    nowMs,
    panels: draft.panels,
    pool: draft.pool,
    recycle: draft.recycle,
    failedIds: draft.failedIds,
    slotsStarted: draft.slotsStarted,
    rngSeed: draft.rngSeed,
  };
}

export function draftPanel<T extends EngineMediaItem>(draft: Draft<T>, index: number): DraftPanel<T> {
  const panel = draft.panels[index];
  if (!panel) throw new RangeError(`No panel ${index}`);
  return panel;
}

/** A new recycling round behind what is left of the current one, each usable item once. */
function nextRound<T extends EngineMediaItem>(draft: Draft<T>, queuedIds: ReadonlySet<string>): T[] {
  const skipIds = new Set([...draft.failedIds, ...draft.recycle.map((item) => item.id)]);
  const usable = draft.pool.filter((item) => !skipIds.has(item.id));
  // Queued items are about to close the previous round, so they go last in this one.
  const early = shuffled(
    usable.filter((item) => !queuedIds.has(item.id)),
    draft.rngSeed,
  );
  const late = shuffled(
    usable.filter((item) => queuedIds.has(item.id)),
    early.seed,
  );
  draft.rngSeed = late.seed;
  return [...early.items, ...late.items];
}

/**
 * Gives panel `index` one more queued item: first by taking the last unseen item of the panel
 * with the longest queue (keeping that panel's own next), then from the recycling round, which
 * starts only once no unseen item is left anywhere.
 */
function topUp<T extends EngineMediaItem>(draft: Draft<T>, index: number, round: { regenerated: boolean }): boolean {
  const panel = draftPanel(draft, index);
  let donor: DraftPanel<T> | null = null;
  for (const other of draft.panels) {
    if (other !== panel && other.queue.length > Math.max(1, donor?.queue.length ?? 0)) donor = other;
  }
  const stolen = donor?.queue.pop();
  if (stolen) {
    panel.queue.push(stolen);
    return true;
  }
  const queuedIds = new Set(draft.panels.flatMap((p) => p.queue.map((item) => item.id)));
  const busyIds = new Set(queuedIds);
  for (const p of draft.panels) if (p.current) busyIds.add(p.current.item.id);
  let pick = draft.recycle.findIndex((item) => !busyIds.has(item.id));
  if (pick < 0 && !round.regenerated) {
    round.regenerated = true;
    draft.recycle = [...draft.recycle, ...nextRound(draft, queuedIds)];
    pick = draft.recycle.findIndex((item) => !busyIds.has(item.id));
  }
  // A pool smaller than the panels can show may repeat across panels, never twice in a row on one.
  const ownCurrentId = panel.current?.item.id;
  if (pick < 0) pick = draft.recycle.findIndex((item) => item.id !== ownCurrentId);
  if (pick < 0) return false;
  const [item] = draft.recycle.splice(pick, 1);
  if (!item) return false;
  panel.queue.push(item);
  return true;
}

function takeFittingItem<T extends EngineMediaItem>(
  draft: Draft<T>,
  settings: EngineSettings,
  index: number,
  timeLeftMs: number,
): T | null {
  const panel = draftPanel(draft, index);
  const round = { regenerated: false };
  let guard = draft.pool.length + draft.panels.reduce((sum, p) => sum + p.queue.length, 0) + 2;
  while (guard-- > 0) {
    if (panel.queue.length === 0 && !topUp(draft, index, round)) return null;
    const candidate = panel.queue.shift();
    if (!candidate) return null;
    // Time left only shrinks, so a clip that does not fit now never will: drop it.
    if (fitsTimeLeft(candidate, settings, timeLeftMs)) return candidate;
  }
  return null;
}

function adSlotItem(slotNumber: number, adTagUrl: string | null): EngineAdItem {
  const ad: EngineAdItem = { id: `ad-${slotNumber}`, type: 'image', srcUrl: '', source: 'ad' };
  if (adTagUrl !== null) ad.adTagUrl = adTagUrl;
  return ad;
}

/** What stays visible while a new slot loads: the previous media if it was on screen, else what it held. */
function visibleMedia<T extends EngineMediaItem>(slot: PanelSlot<T> | null): T | null {
  if (!slot) return null;
  if (isAdSlot(slot.item)) return null;
  return slot.loadedAtMs !== null ? slot.item : slot.held;
}

function startSlot<T extends EngineMediaItem>(draft: Draft<T>, index: number, item: ShownItem<T>, nowMs: number): void {
  const panel = draftPanel(draft, index);
  draft.slotsStarted += 1;
  const held = isAdSlot(item) ? null : visibleMedia(panel.current);
  panel.current = {
    item,
    slotNumber: draft.slotsStarted,
    shownAtMs: nowMs,
    loadedAtMs: null,
    held: held?.id === item.id ? null : held,
  };
  panel.stalled = false;
}

export function advance<T extends EngineMediaItem>(
  draft: Draft<T>,
  state: SessionEngineState<T>,
  index: number,
  nowMs: number,
  reason: AdvanceReason,
): void {
  const { settings } = state;
  const panel = draftPanel(draft, index);
  const previous = panel.current;
  if (settings.adEvery !== null && (draft.slotsStarted + 1) % settings.adEvery === 0) {
    startSlot(draft, index, adSlotItem(draft.slotsStarted + 1, settings.adTagUrl), nowMs);
    return;
  }
  const item = takeFittingItem(draft, settings, index, state.endsAtMs - nowMs);
  if (item) {
    startSlot(draft, index, item, nowMs);
    return;
  }
  // Nothing fits: keep showing media that is already visible rather than going black.
  const canHold =
    previous !== null &&
    !isAdSlot(previous.item) &&
    previous.loadedAtMs !== null &&
    (reason === 'due' || reason === 'skip' || reason === 'resume' || reason === 'doesNotFit');
  panel.current = canHold ? previous : null;
  panel.stalled = true;
}

/** Keeps a `next` queued on every running panel so the view can preload it. */
export function ensureNext<T extends EngineMediaItem>(draft: Draft<T>): void {
  draft.panels.forEach((panel, index) => {
    if (panel.queue.length === 0 && !panel.stalled && panel.current !== null)
      topUp(draft, index, { regenerated: false });
  });
}
