// Events on the engine state: media arriving, the clock ticking, the view's reports and the
// controls. Each returns a new state; every dealing event runs through `step`.
import { advance, closeDraft, draftPanel, ensureNext, openDraft } from './dealing';
import type { AdvanceReason, Draft } from './dealing';
import { ENGINE_MAX_POOL_ITEMS } from './engineChoices';
import { isAdSlot } from './engineTypes';
import type { EngineMediaItem, ShownItem } from './engineTypes';
import { fitsTimeLeft, validDurationSec } from './mediaTiming';
import { randomInt } from './random';
import { slotLoadTimeoutMs, slotPlannedMs } from './sessionState';
import type { PanelSlot, SessionEndReason, SessionEngineState } from './sessionState';
import { clockOf } from './sessionView';

function endedState<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  nowMs: number,
  reason: SessionEndReason,
): SessionEngineState<T> {
  return { ...state, nowMs, status: 'ended', endReason: reason };
}

/** Only the time moves on (held at the pause moment while paused). */
export function withNow<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  const clock = clockOf(state, nowMs);
  return state.nowMs === clock ? state : { ...state, nowMs: clock };
}

/** Changes a draft; returns true when it dealt media, so every running panel then gets a next. */
type Edit<T extends EngineMediaItem> = (draft: Draft<T>) => boolean;

/**
 * One event: read the session clock (held while paused); an ended session ignores the event and
 * one past its end time ends; otherwise `plan` looks at the state and returns the edit to apply,
 * or null when only the time moves on.
 */
export function step<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  nowMs: number,
  plan: (clockMs: number) => Edit<T> | null,
): SessionEngineState<T> {
  const clockMs = clockOf(state, nowMs);
  if (state.status === 'ended') return state;
  if (state.pausedAtMs === null && clockMs >= state.endsAtMs) return endedState(state, clockMs, 'timeUp');
  const edit = plan(clockMs);
  if (!edit) return withNow(state, clockMs);
  const draft = openDraft(state);
  if (edit(draft)) ensureNext(draft);
  return closeDraft(state, draft, clockMs);
}

/** Moves one panel on to its next slot. */
function advanceOne<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  clockMs: number,
  reason: AdvanceReason,
): Edit<T> {
  return (draft) => {
    advance(draft, state, panelIndex, clockMs, reason);
    return true;
  };
}

const MEDIA_TYPES: readonly unknown[] = ['image', 'gif', 'video'];

// Items come from the network, so their shape is checked at runtime despite the static type.
function isUsableItem(item: { id?: unknown; type?: unknown; srcUrl?: unknown; source?: unknown }): boolean {
  return (
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.srcUrl === 'string' &&
    item.srcUrl !== '' &&
    MEDIA_TYPES.includes(item.type) &&
    item.source !== 'ad'
  );
}

/** Usable items not seen this session (by srcUrl and id), up to the pool cap. */
export function freshItems<T extends EngineMediaItem>(state: SessionEngineState<T>, items: readonly T[]): T[] {
  const seenUrls = new Set(state.pool.map((item) => item.srcUrl));
  const seenIds = new Set(state.pool.map((item) => item.id));
  const fresh: T[] = [];
  for (const item of items) {
    if (state.pool.length + fresh.length >= ENGINE_MAX_POOL_ITEMS) break;
    if (!isUsableItem(item) || seenUrls.has(item.srcUrl) || seenIds.has(item.id)) continue;
    seenUrls.add(item.srcUrl);
    seenIds.add(item.id);
    fresh.push(item);
  }
  return fresh;
}

/**
 * Accepts new items, deduplicated by srcUrl (and id) against everything seen this session,
 * dealt round-robin across panels from a random start. Panels waiting for media start at once.
 */
export function addItems<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  items: readonly T[],
  nowMs: number,
): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    const fresh = freshItems(state, items);
    if (fresh.length === 0) return null;
    return (draft) => {
      draft.pool = [...state.pool, ...fresh];
      const start = randomInt(draft.rngSeed, draft.panels.length);
      draft.rngSeed = start.seed;
      fresh.forEach((item, k) => draftPanel(draft, (start.value + k) % draft.panels.length).queue.push(item));
      draft.panels.forEach((panel, index) => {
        if (panel.stalled) advance(draft, state, index, clockMs, 'resume');
        else if (panel.current === null) advance(draft, state, index, clockMs, 'start');
      });
      return true;
    };
  });
}

/** Advances panels whose item time is up or whose current item failed to load in time; ends at zero. */
export function tick<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    if (state.pausedAtMs !== null) return null;
    const work: { index: number; reason: AdvanceReason }[] = [];
    state.panels.forEach((panel, index) => {
      const slot = panel.current;
      if (panel.stalled) return;
      if (slot === null) {
        if (panel.queue.length > 0 || state.pool.length > 0) work.push({ index, reason: 'start' });
      } else if (slot.loadedAtMs === null) {
        if (clockMs - slot.shownAtMs >= slotLoadTimeoutMs(slot)) work.push({ index, reason: 'timeout' });
      } else if (clockMs >= slot.loadedAtMs + slotPlannedMs(slot, state.settings)) {
        work.push({ index, reason: 'due' });
      }
    });
    if (work.length === 0) return null;
    return (draft) => {
      for (const { index, reason } of work) advance(draft, state, index, clockMs, reason);
      return true;
    };
  });
}

/**
 * The view reports that media became visible (or, for the preloaded next item, that its
 * metadata is known). `durationSec` is the real media duration from the element's metadata.
 */
export function itemLoaded<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  itemId: string,
  nowMs: number,
  info: { durationSec?: number } = {},
): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    const panel = state.panels[panelIndex];
    if (!panel) return null;
    const durationSec = validDurationSec(info.durationSec);
    const slot = panel.current;

    if (slot?.item.id === itemId) {
      const item: ShownItem<T> =
        durationSec !== null && !isAdSlot(slot.item) ? { ...slot.item, durationSec } : slot.item;
      const updated: PanelSlot<T> = { ...slot, item, loadedAtMs: slot.loadedAtMs ?? clockMs };
      const justStarted = slot.loadedAtMs === null;
      return (draft) => {
        draftPanel(draft, panelIndex).current = updated;
        if (!justStarted || isAdSlot(item) || fitsTimeLeft(item, state.settings, state.endsAtMs - clockMs))
          return false;
        advance(draft, state, panelIndex, clockMs, 'doesNotFit');
        return true;
      };
    }

    const queuedAt = panel.queue.findIndex((item) => item.id === itemId);
    if (queuedAt < 0 || durationSec === null) return null;
    return (draft) => {
      const queue = draftPanel(draft, panelIndex).queue;
      const queued = queue[queuedAt];
      if (queued) queue[queuedAt] = { ...queued, durationSec };
      return false;
    };
  });
}

/** A load error on the current item skips it; on a queued (preloading) item drops it. Failed media is never recycled. */
export function itemFailed<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  itemId: string,
  nowMs: number,
): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    const panel = state.panels[panelIndex];
    if (!panel) return null;
    const isCurrent = panel.current?.item.id === itemId;
    const queuedAt = panel.queue.findIndex((item) => item.id === itemId);
    if (!isCurrent && queuedAt < 0) return null;
    const failedAd = isCurrent && panel.current !== null && isAdSlot(panel.current.item);
    return (draft) => {
      if (!failedAd) {
        if (!draft.failedIds.includes(itemId)) draft.failedIds.push(itemId);
        draft.recycle = draft.recycle.filter((item) => item.id !== itemId);
      }
      if (isCurrent) advance(draft, state, panelIndex, clockMs, 'failed');
      else draftPanel(draft, panelIndex).queue.splice(queuedAt, 1);
      return true;
    };
  });
}

/** The panel's Skip button. Ads are not skippable: they end by adEnded, failure or 45 s. */
export function skip<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  nowMs: number,
): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    const slot = state.panels[panelIndex]?.current;
    if (!slot || isAdSlot(slot.item)) return null;
    return advanceOne(state, panelIndex, clockMs, 'skip');
  });
}

export function adEnded<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  adId: string,
  nowMs: number,
): SessionEngineState<T> {
  return step(state, nowMs, (clockMs) => {
    const slot = state.panels[panelIndex]?.current;
    if (!slot || !isAdSlot(slot.item) || slot.item.id !== adId) return null;
    return advanceOne(state, panelIndex, clockMs, 'adEnded');
  });
}

/** Holds every clock: the countdown and each panel's timers stop where they are. */
export function pause<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  if (state.status === 'ended' || state.pausedAtMs !== null) return state;
  const running = tick(state, nowMs);
  if (running.status === 'ended') return running;
  return { ...running, nowMs, pausedAtMs: nowMs };
}

function shiftSlot<T extends EngineMediaItem>(slot: PanelSlot<T> | null, byMs: number): PanelSlot<T> | null {
  if (!slot) return null;
  return {
    ...slot,
    shownAtMs: slot.shownAtMs + byMs,
    loadedAtMs: slot.loadedAtMs === null ? null : slot.loadedAtMs + byMs,
  };
}

/** Continues where the pause left off: every deadline moves on by the time spent paused. */
export function resume<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  if (state.status === 'ended' || state.pausedAtMs === null) return state;
  const byMs = Math.max(0, nowMs - state.pausedAtMs);
  return {
    ...state,
    nowMs: state.pausedAtMs + byMs,
    pausedAtMs: null,
    pausedTotalMs: state.pausedTotalMs + byMs,
    endsAtMs: state.endsAtMs + byMs,
    panels: state.panels.map((panel) => ({ ...panel, current: shiftSlot(panel.current, byMs) })),
  };
}

/** The End button. */
export function end<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  return state.status === 'ended' ? state : endedState(state, nowMs, 'user');
}

export function toggleMute<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
): SessionEngineState<T> {
  if (!state.panels[panelIndex]) return state;
  return {
    ...state,
    panels: state.panels.map((panel, index) => (index === panelIndex ? { ...panel, muted: !panel.muted } : panel)),
  };
}
