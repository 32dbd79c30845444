import { isAdSlot } from './engineTypes';
import type { EngineAdItem, EngineMediaItem, ShownItem } from './engineTypes';
import { fitsTimeLeft, itemTiming, validDurationSec } from './mediaTiming';
import type { TimingSettings } from './mediaTiming';
import { cryptoRandom, randomInt, seedFromRandom, shuffled } from './random';
import {
  AD_CADENCE_BY_SCREENS,
  AD_MAX_DURATION_SEC,
  FREE_MAX_MINUTES,
  MEDIA_INTERVAL_DEFAULT_SEC,
  MEDIA_INTERVAL_MAX_SEC,
  MEDIA_INTERVAL_MIN_SEC,
  SESSION_LENGTHS_MIN,
} from '@shared/constants';
import { ENGINE_AD_LOAD_TIMEOUT_MS, ENGINE_LOAD_TIMEOUT_MS, ENGINE_MAX_POOL_ITEMS } from './engineChoices';
import { createSupplyState, planSupply, supplySettled, supplyStarted } from './supplyPlan';
import type { SupplyKind, SupplyRequest, SupplyState } from './supplyPlan';

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

export interface PanelState<T extends EngineMediaItem> {
  current: PanelSlot<T> | null;
  /** Unseen items, consumed from the front and never revisited. */
  queue: readonly T[];
  /** Nothing fitting was available; the panel holds its current media (or stays empty) until items arrive. */
  stalled: boolean;
  muted: boolean;
}

export type SessionStatus = 'running' | 'ended';
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

type AdvanceReason = 'start' | 'resume' | 'due' | 'skip' | 'failed' | 'timeout' | 'adEnded' | 'doesNotFit';

interface DraftPanel<T extends EngineMediaItem> {
  current: PanelSlot<T> | null;
  queue: T[];
  stalled: boolean;
  muted: boolean;
}

interface Draft<T extends EngineMediaItem> {
  panels: DraftPanel<T>[];
  pool: readonly T[];
  recycle: T[];
  failedIds: string[];
  slotsStarted: number;
  rngSeed: number;
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

// ---------- selectors ----------

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

function slotLoadTimeoutMs(slot: PanelSlot<EngineMediaItem>): number {
  return isAdSlot(slot.item) ? ENGINE_AD_LOAD_TIMEOUT_MS : ENGINE_LOAD_TIMEOUT_MS;
}

function slotPlannedMs(slot: PanelSlot<EngineMediaItem>, settings: EngineSettings): number {
  return isAdSlot(slot.item) ? AD_MAX_DURATION_SEC * 1000 : itemTiming(slot.item, settings).plannedMs;
}

function slotEndsAtMs(slot: PanelSlot<EngineMediaItem>, settings: EngineSettings): number | null {
  return slot.loadedAtMs === null ? null : slot.loadedAtMs + slotPlannedMs(slot, settings);
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

// ---------- draft helpers (local mutation inside one pure call) ----------

function openDraft<T extends EngineMediaItem>(state: SessionEngineState<T>): Draft<T> {
  return {
    panels: state.panels.map((panel) => ({ ...panel, queue: [...panel.queue] })),
    pool: state.pool,
    recycle: [...state.recycle],
    failedIds: [...state.failedIds],
    slotsStarted: state.slotsStarted,
    rngSeed: state.rngSeed,
  };
}

function closeDraft<T extends EngineMediaItem>(
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

function draftPanel<T extends EngineMediaItem>(draft: Draft<T>, index: number): DraftPanel<T> {
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
  panel.current = { item, slotNumber: draft.slotsStarted, shownAtMs: nowMs, loadedAtMs: null, held: held?.id === item.id ? null : held };
  panel.stalled = false;
}

function advance<T extends EngineMediaItem>(
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
function ensureNext<T extends EngineMediaItem>(draft: Draft<T>): void {
  draft.panels.forEach((panel, index) => {
    if (panel.queue.length === 0 && !panel.stalled && panel.current !== null)
      topUp(draft, index, { regenerated: false });
  });
}

function endedState<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  nowMs: number,
  reason: SessionEndReason,
): SessionEngineState<T> {
  return { ...state, nowMs, status: 'ended', endReason: reason };
}

/** Shared entry guard: an ended session ignores events; a session past its end time ends. */
function settleTime<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  nowMs: number,
): SessionEngineState<T> | null {
  if (state.status === 'ended') return state;
  if (state.pausedAtMs !== null) return null;
  if (nowMs >= state.endsAtMs) return endedState(state, nowMs, 'timeUp');
  return null;
}

function withNow<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  const clock = clockOf(state, nowMs);
  return state.nowMs === clock ? state : { ...state, nowMs: clock };
}

// ---------- events ----------

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

/**
 * Accepts new items, deduplicated by srcUrl (and id) against everything seen this session,
 * dealt round-robin across panels from a random start. Panels waiting for media start at once.
 */
export function addItems<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  items: readonly T[],
  nowMs: number,
): SessionEngineState<T> {
  nowMs = clockOf(state, nowMs);
  const settled = settleTime(state, nowMs);
  if (settled) return settled;
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
  if (fresh.length === 0) return withNow(state, nowMs);

  const draft = openDraft(state);
  draft.pool = [...state.pool, ...fresh];
  const start = randomInt(draft.rngSeed, draft.panels.length);
  draft.rngSeed = start.seed;
  fresh.forEach((item, k) => draftPanel(draft, (start.value + k) % draft.panels.length).queue.push(item));
  draft.panels.forEach((panel, index) => {
    if (panel.stalled) advance(draft, state, index, nowMs, 'resume');
    else if (panel.current === null) advance(draft, state, index, nowMs, 'start');
  });
  ensureNext(draft);
  return closeDraft(state, draft, nowMs);
}

/** Advances panels whose item time is up or whose current item failed to load in time; ends at zero. */
export function tick<T extends EngineMediaItem>(state: SessionEngineState<T>, nowMs: number): SessionEngineState<T> {
  nowMs = clockOf(state, nowMs);
  const settled = settleTime(state, nowMs);
  if (settled) return settled;
  if (state.pausedAtMs !== null) return withNow(state, nowMs);
  const work: { index: number; reason: AdvanceReason }[] = [];
  state.panels.forEach((panel, index) => {
    const slot = panel.current;
    if (panel.stalled) return;
    if (slot === null) {
      if (panel.queue.length > 0 || state.pool.length > 0) work.push({ index, reason: 'start' });
    } else if (slot.loadedAtMs === null) {
      if (nowMs - slot.shownAtMs >= slotLoadTimeoutMs(slot)) work.push({ index, reason: 'timeout' });
    } else if (nowMs >= slot.loadedAtMs + slotPlannedMs(slot, state.settings)) {
      work.push({ index, reason: 'due' });
    }
  });
  if (work.length === 0) return withNow(state, nowMs);
  const draft = openDraft(state);
  for (const { index, reason } of work) advance(draft, state, index, nowMs, reason);
  ensureNext(draft);
  return closeDraft(state, draft, nowMs);
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
  nowMs = clockOf(state, nowMs);
  const settled = settleTime(state, nowMs);
  if (settled) return settled;
  const panel = state.panels[panelIndex];
  if (!panel) return withNow(state, nowMs);
  const durationSec = validDurationSec(info.durationSec);
  const slot = panel.current;

  if (slot?.item.id === itemId) {
    const item: ShownItem<T> = durationSec !== null && !isAdSlot(slot.item) ? { ...slot.item, durationSec } : slot.item;
    const updated: PanelSlot<T> = { ...slot, item, loadedAtMs: slot.loadedAtMs ?? nowMs };
    const draft = openDraft(state);
    draftPanel(draft, panelIndex).current = updated;
    const justStarted = slot.loadedAtMs === null;
    if (justStarted && !isAdSlot(item) && !fitsTimeLeft(item, state.settings, state.endsAtMs - nowMs)) {
      advance(draft, state, panelIndex, nowMs, 'doesNotFit');
      ensureNext(draft);
    }
    return closeDraft(state, draft, nowMs);
  }

  const queuedAt = panel.queue.findIndex((item) => item.id === itemId);
  if (queuedAt >= 0 && durationSec !== null) {
    const draft = openDraft(state);
    const queue = draftPanel(draft, panelIndex).queue;
    const queued = queue[queuedAt];
    if (queued) queue[queuedAt] = { ...queued, durationSec };
    return closeDraft(state, draft, nowMs);
  }
  return withNow(state, nowMs);
}

/** A load error on the current item skips it; on a queued (preloading) item drops it. Failed media is never recycled. */
export function itemFailed<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  itemId: string,
  nowMs: number,
): SessionEngineState<T> {
  nowMs = clockOf(state, nowMs);
  const settled = settleTime(state, nowMs);
  if (settled) return settled;
  const panel = state.panels[panelIndex];
  if (!panel) return withNow(state, nowMs);
  const isCurrent = panel.current?.item.id === itemId;
  const queuedAt = panel.queue.findIndex((item) => item.id === itemId);
  if (!isCurrent && queuedAt < 0) return withNow(state, nowMs);

  const draft = openDraft(state);
  const failedAd = isCurrent && panel.current !== null && isAdSlot(panel.current.item);
  if (!failedAd) {
    if (!draft.failedIds.includes(itemId)) draft.failedIds.push(itemId);
    draft.recycle = draft.recycle.filter((item) => item.id !== itemId);
  }
  if (isCurrent) advance(draft, state, panelIndex, nowMs, 'failed');
  else draftPanel(draft, panelIndex).queue.splice(queuedAt, 1);
  ensureNext(draft);
  return closeDraft(state, draft, nowMs);
}

/** The panel's Skip button. Ads are not skippable: they end by adEnded, failure or 45 s. */
export function skip<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  nowMs: number,
): SessionEngineState<T> {
  nowMs = clockOf(state, nowMs);
  const settled = settleTime(state, nowMs);
  if (settled) return settled;
  const slot = state.panels[panelIndex]?.current;
  if (!slot || isAdSlot(slot.item)) return withNow(state, nowMs);
  const draft = openDraft(state);
  advance(draft, state, panelIndex, nowMs, 'skip');
  ensureNext(draft);
  return closeDraft(state, draft, nowMs);
}

export function adEnded<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  panelIndex: number,
  adId: string,
  nowMs: number,
): SessionEngineState<T> {
  nowMs = clockOf(state, nowMs);
  const settled = settleTime(state, nowMs);
  if (settled) return settled;
  const slot = state.panels[panelIndex]?.current;
  if (!slot || !isAdSlot(slot.item) || slot.item.id !== adId) return withNow(state, nowMs);
  const draft = openDraft(state);
  advance(draft, state, panelIndex, nowMs, 'adEnded');
  ensureNext(draft);
  return closeDraft(state, draft, nowMs);
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
  return { ...slot, shownAtMs: slot.shownAtMs + byMs, loadedAtMs: slot.loadedAtMs === null ? null : slot.loadedAtMs + byMs };
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

// ---------- supply ----------

/** What to fetch now, if anything: initial ~36, background ~180, then 24 every 90 s while stock is low. */
export function nextSupplyRequest(state: SessionEngineState, nowMs: number): SupplyRequest | null {
  if (state.status === 'ended' || clockOf(state, nowMs) >= state.endsAtMs) return null;
  return planSupply(state.supply, nowMs, { pooled: state.pool.length, queued: queuedCount(state) });
}

export function supplyRequested<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  kind: SupplyKind,
  nowMs: number,
): SessionEngineState<T> {
  return { ...state, supply: supplyStarted(state.supply, kind, nowMs) };
}

export function supplyArrived<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  kind: SupplyKind,
  items: readonly T[],
  nowMs: number,
): SessionEngineState<T> {
  return addItems({ ...state, supply: supplySettled(state.supply, kind) }, items, nowMs);
}

export function supplyFailed<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  kind: SupplyKind,
  nowMs: number,
): SessionEngineState<T> {
  return withNow({ ...state, supply: supplySettled(state.supply, kind) }, nowMs);
}
