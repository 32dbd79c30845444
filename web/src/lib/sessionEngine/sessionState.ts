// The session engine (docs/product-rules.md#sessions): pure functions over an immutable state, no timers, no DOM. This file holds its state
// (types, start, slot timing); sessionView (selectors), dealing (queues and recycling), sessionEvents (what changes
// the state) and sessionSupply (the fetch plan's side) do the rest.
import {
  AD_CADENCE_BY_SCREENS,
  AD_MAX_DURATION_SEC,
  FREE_MAX_MINUTES,
  MEDIA_INTERVAL_DEFAULT_SEC,
  MEDIA_INTERVAL_MAX_SEC,
  MEDIA_INTERVAL_MIN_SEC,
  SESSION_LENGTHS_MIN,
} from '@shared/constants';
import { ENGINE_AD_LOAD_TIMEOUT_MS, ENGINE_LOAD_TIMEOUT_MS } from './engineChoices';
import { isAdSlot } from './engineTypes';
import type { EngineMediaItem, ShownItem } from './engineTypes';
import { itemTiming } from './mediaTiming';
import type { TimingSettings } from './mediaTiming';
import { cryptoRandom, seedFromRandom } from './random';
import { createSupplyState } from './supplyPlan';
import type { SupplyState } from './supplyPlan';

export interface SessionEngineOptions {
  screens: number;
  lengthMin: number;
  intervalSec: number;
  ignoreVideoDuration: boolean;
  premium: boolean;
  /** Source of the engine's seed; defaults to crypto randomness. */
  random?: () => number;
  adTagUrl?: string;
  /** Panels start muted so autoplay is allowed; the mute toggle flips it per panel. */
  startMuted?: boolean;
  /** Free users: the clock holds until the start interstitial is dismissed (then `resume`). */
  startPaused?: boolean;
}

export type EngineSettings = TimingSettings & {
  screens: 1 | 2 | 3;
  lengthMs: number;
  premium: boolean;
  /** Every N-th slot is an ad; null for premium users. */
  adEvery: number | null;
  adTagUrl: string | null;
};

export interface PanelSlot<T extends EngineMediaItem> {
  item: ShownItem<T>;
  /** Session-wide running number of this slot: a stable key for the view. */
  slotNumber: number;
  shownAtMs: number;
  /** When the view reported the media visible; the item's time runs from here. */
  loadedAtMs: number | null;
  /** The media that stays on screen until this slot's item is ready (never a blank panel). */
  held: T | null;
}

interface PanelState<T extends EngineMediaItem> {
  current: PanelSlot<T> | null;
  /** Unseen items, consumed from the front and never revisited. */
  queue: readonly T[];
  /** Nothing fitting was available; the panel holds its current media (or stays empty) until items arrive. */
  stalled: boolean;
  muted: boolean;
}

type SessionStatus = 'running' | 'ended';
export type SessionEndReason = 'timeUp' | 'user';

export interface SessionEngineState<T extends EngineMediaItem = EngineMediaItem> {
  settings: EngineSettings;
  startedAtMs: number;
  endsAtMs: number;
  nowMs: number;
  /** Set while paused: every clock (countdown, panel timers) holds at this moment. */
  pausedAtMs: number | null;
  /** Time spent paused so far; the pace bar and AI lines run on `sessionElapsedMs`. */
  pausedTotalMs: number;
  status: SessionStatus;
  endReason: SessionEndReason | null;
  panels: readonly PanelState<T>[];
  /** Every unique item accepted this session (dedupe by srcUrl/id, and the recycling source). */
  pool: readonly T[];
  /** The current recycling round: pool items not yet re-shown since the pool was exhausted. */
  recycle: readonly T[];
  /** Items whose media failed to load; never recycled. */
  failedIds: readonly string[];
  slotsStarted: number;
  rngSeed: number;
  supply: SupplyState;
}

export interface PanelView<T extends EngineMediaItem> {
  current: ShownItem<T> | null;
  slotNumber: number | null;
  /** The item the panel will show next, for preloading (null when nothing fitting is queued). */
  next: T | null;
  isAd: boolean;
  loaded: boolean;
  /** Shown while `current` is not ready yet (the previous media, held). */
  held: T | null;
  shownAtMs: number | null;
  startedAtMs: number | null;
  /** When the engine will advance the panel; null while loading or holding. */
  endsAtMs: number | null;
  loops: boolean;
  muted: boolean;
  stalled: boolean;
}

function clampNumber(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

export function createSessionEngine<T extends EngineMediaItem = EngineMediaItem>(
  options: SessionEngineOptions,
  nowMs: number,
): SessionEngineState<T> {
  const screens = Math.round(clampNumber(options.screens, 1, 3, 3)) as 1 | 2 | 3;
  const maxLength = options.premium ? Math.max(...SESSION_LENGTHS_MIN) : FREE_MAX_MINUTES;
  const lengthMin = clampNumber(options.lengthMin, 0, maxLength, maxLength);
  const intervalSec = clampNumber(
    options.intervalSec,
    MEDIA_INTERVAL_MIN_SEC,
    MEDIA_INTERVAL_MAX_SEC,
    MEDIA_INTERVAL_DEFAULT_SEC,
  );
  const lengthMs = Math.round(lengthMin * 60_000);
  return {
    settings: {
      screens,
      lengthMs,
      intervalMs: Math.round(intervalSec * 1000),
      ignoreVideoDuration: options.ignoreVideoDuration,
      premium: options.premium,
      adEvery: options.premium ? null : AD_CADENCE_BY_SCREENS[screens],
      adTagUrl: options.adTagUrl ?? null,
    },
    startedAtMs: nowMs,
    endsAtMs: nowMs + lengthMs,
    nowMs,
    pausedAtMs: options.startPaused ? nowMs : null,
    pausedTotalMs: 0,
    status: 'running',
    endReason: null,
    panels: Array.from({ length: screens }, () => ({
      current: null,
      queue: [],
      stalled: false,
      muted: options.startMuted ?? true,
    })),
    pool: [],
    recycle: [],
    failedIds: [],
    slotsStarted: 0,
    rngSeed: seedFromRandom(options.random ?? cryptoRandom),
    supply: createSupplyState(nowMs),
  };
}

// ---------- slot timing ----------

export function slotLoadTimeoutMs(slot: PanelSlot<EngineMediaItem>): number {
  return isAdSlot(slot.item) ? ENGINE_AD_LOAD_TIMEOUT_MS : ENGINE_LOAD_TIMEOUT_MS;
}

export function slotPlannedMs(slot: PanelSlot<EngineMediaItem>, settings: EngineSettings): number {
  return isAdSlot(slot.item) ? AD_MAX_DURATION_SEC * 1000 : itemTiming(slot.item, settings).plannedMs;
}

export function slotEndsAtMs(slot: PanelSlot<EngineMediaItem>, settings: EngineSettings): number | null {
  return slot.loadedAtMs === null ? null : slot.loadedAtMs + slotPlannedMs(slot, settings);
}
