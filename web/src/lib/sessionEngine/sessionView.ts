// Selectors over the engine state: the clock, the countdown, what each panel shows, when to wake,
// and what to fetch. The view reads these; they never change the state.
import type { EngineMediaItem } from './engineTypes';
import { isAdSlot } from './engineTypes';
import { fitsTimeLeft, itemTiming } from './mediaTiming';
import { slotEndsAtMs, slotLoadTimeoutMs } from './sessionState';
import type { PanelView, SessionEngineState } from './sessionState';

/** The session's clock: real time, held at the pause moment while paused. */
export function clockOf(state: SessionEngineState, nowMs: number): number {
  return state.pausedAtMs === null ? nowMs : Math.min(nowMs, state.pausedAtMs);
}

export function isPaused(state: SessionEngineState): boolean {
  return state.pausedAtMs !== null;
}

export function remainingMs(state: SessionEngineState, nowMs: number = state.nowMs): number {
  return state.status === 'ended' ? 0 : Math.max(0, state.endsAtMs - clockOf(state, nowMs));
}

/** Running (unpaused) time since the start: what the pace bar and the AI line schedule follow. */
export function sessionElapsedMs(state: SessionEngineState, nowMs: number): number {
  return Math.max(0, clockOf(state, nowMs) - state.startedAtMs - state.pausedTotalMs);
}

/** m:ss, rounding up so the display reaches 0:00 exactly when the session ends. */
export function formatCountdown(ms: number): string {
  const totalSec = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const minutes = Math.floor(totalSec / 60);
  const seconds = totalSec % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
export function panelView<T extends EngineMediaItem>(state: SessionEngineState<T>, panelIndex: number): PanelView<T> {
  const panel = state.panels[panelIndex];
  if (!panel) throw new RangeError(`No panel ${panelIndex}`);
  const slot = panel.current;
  const endsAtMs = slot && !panel.stalled ? slotEndsAtMs(slot, state.settings) : null;
  const nextStartMs = Math.max(state.nowMs, endsAtMs ?? state.nowMs);
  const timeLeftAtNext = state.endsAtMs - nextStartMs;
  const next = panel.queue.find((item) => fitsTimeLeft(item, state.settings, timeLeftAtNext)) ?? null;
  const isAd = slot !== null && isAdSlot(slot.item);
  const loops =
    slot !== null &&
    !isAd &&
    (panel.stalled ? slot.item.type !== 'image' : itemTiming(slot.item, state.settings).loops);
  return {
    current: slot?.item ?? null,
    slotNumber: slot?.slotNumber ?? null,
    next,
    isAd,
    loaded: slot?.loadedAtMs != null,
    held: slot?.loadedAtMs === null ? slot.held : null,
    shownAtMs: slot?.shownAtMs ?? null,
    startedAtMs: slot?.loadedAtMs ?? null,
    endsAtMs,
    loops,
    muted: panel.muted,
    stalled: panel.stalled,
  };
}

/** The earliest moment a `tick` could change something; lets the view sleep instead of polling. */
export function nextWakeAtMs(state: SessionEngineState): number | null {
  if (state.status === 'ended' || state.pausedAtMs !== null) return null;
  let wake = state.endsAtMs;
  for (const panel of state.panels) {
    const slot = panel.current;
    if (!slot || panel.stalled) continue;
    const due =
      slot.loadedAtMs === null ? slot.shownAtMs + slotLoadTimeoutMs(slot) : slotEndsAtMs(slot, state.settings);
    if (due !== null) wake = Math.min(wake, due);
  }
  return wake;
}

export function queuedCount(state: SessionEngineState): number {
  return state.panels.reduce((sum, panel) => sum + panel.queue.length, 0);
}
