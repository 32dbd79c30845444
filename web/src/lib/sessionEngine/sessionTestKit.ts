// Test helpers shared by the engine tests: item factories and a fake view driven by fake time.
import type { EngineMediaItem } from './engineTypes';
import { seededRandom } from './random';
import { adEnded, itemLoaded, tick } from './sessionEvents';
import { createSessionEngine } from './sessionState';
import { nextSupplyRequest, supplyArrived, supplyRequested } from './sessionSupply';
import { panelView } from './sessionView';
import type { SessionEngineOptions, SessionEngineState } from './sessionState';
import type { SupplyKind } from './supplyPlan';

export function image(name: string): EngineMediaItem {
  return { id: name, type: 'image', srcUrl: `https://media.test/${name}.jpg`, source: 'forum' };
}

export function gif(name: string, durationSec?: number): EngineMediaItem {
  const item: EngineMediaItem = { id: name, type: 'gif', srcUrl: `https://media.test/${name}.mp4`, source: 'forum' };
  if (durationSec !== undefined) item.durationSec = durationSec;
  return item;
}

export function video(name: string, durationSec?: number): EngineMediaItem {
  const item: EngineMediaItem = { id: name, type: 'video', srcUrl: `https://media.test/${name}.webm`, source: 'forum' };
  if (durationSec !== undefined) item.durationSec = durationSec;
  return item;
}

export function images(prefix: string, count: number): EngineMediaItem[] {
  return Array.from({ length: count }, (_, i) => image(`${prefix}${i}`));
}

export interface ShownRecord {
  panel: number;
  slotNumber: number;
  id: string;
  isAd: boolean;
  atMs: number;
}

interface FakeView {
  /** Media becomes visible this long after it is shown (preloaded media: small). */
  loadDelayMs: number;
  /** Ads report their end after this long; null = never (the 45 s cap applies). */
  adPlayMs: number | null;
  /** Items whose load never completes (to exercise the load timeout). */
  neverLoads?: ReadonlySet<string>;
}

export interface Simulation {
  state: SessionEngineState;
  shown: ShownRecord[];
}

/** Records every slot start; call after each state change. */
export function recordShown(state: SessionEngineState, shown: ShownRecord[], nowMs: number): void {
  state.panels.forEach((_, panel) => {
    const view = panelView(state, panel);
    if (view.current === null || view.slotNumber === null) return;
    for (let i = shown.length - 1; i >= 0; i--) {
      const record = shown[i];
      if (record?.panel !== panel) continue;
      if (record.slotNumber === view.slotNumber) return;
      break;
    }
    shown.push({ panel, slotNumber: view.slotNumber, id: view.current.id, isAd: view.isAd, atMs: nowMs });
  });
}

/** Lets the fake view report loads and ad ends that are due at `nowMs`. */
function actAsView(state: SessionEngineState, nowMs: number, view: FakeView): SessionEngineState {
  let next = state;
  next.panels.forEach((_, panel) => {
    const pv = panelView(next, panel);
    if (pv.current === null || pv.shownAtMs === null) return;
    if (!pv.loaded && nowMs - pv.shownAtMs >= view.loadDelayMs && !view.neverLoads?.has(pv.current.id)) {
      const info = pv.current.durationSec === undefined ? {} : { durationSec: pv.current.durationSec };
      next = itemLoaded(next, panel, pv.current.id, nowMs, info);
    } else if (
      pv.isAd &&
      pv.startedAtMs !== null &&
      view.adPlayMs !== null &&
      nowMs - pv.startedAtMs >= view.adPlayMs
    ) {
      next = adEnded(next, panel, pv.current.id, nowMs);
    }
  });
  return next;
}

export interface RunOptions {
  stepMs: number;
  view: FakeView;
  /** Runs before each tick, e.g. a fake supplier. */
  beforeTick?: (state: SessionEngineState, nowMs: number) => SessionEngineState;
  onStep?: (sim: Simulation, nowMs: number) => void;
}

/** Runs the fake view and `tick` in fixed steps of fake time from state.nowMs to untilMs. */
export function runFor(start: Simulation, untilMs: number, options: RunOptions): Simulation {
  let { state } = start;
  const { shown } = start;
  for (let now = state.nowMs + options.stepMs; now <= untilMs; now += options.stepMs) {
    if (options.beforeTick) state = options.beforeTick(state, now);
    state = tick(state, now);
    recordShown(state, shown, now);
    state = actAsView(state, now, options.view);
    recordShown(state, shown, now);
    options.onStep?.({ state, shown }, now);
    if (state.status === 'ended') break;
  }
  return { state, shown };
}

/** A fake listing supplier: answers each request after `latencyMs` with `count` new unique items. */
export function makeSupplier(latencyMs: number, makeItem: (n: number) => EngineMediaItem) {
  let pending: { kind: SupplyKind; count: number; atMs: number } | null = null;
  let made = 0;
  return (state: SessionEngineState, nowMs: number): SessionEngineState => {
    let next = state;
    if (pending && nowMs >= pending.atMs) {
      const items = Array.from({ length: pending.count }, () => makeItem(made++));
      next = supplyArrived(next, pending.kind, items, nowMs);
      pending = null;
    }
    const request = nextSupplyRequest(next, nowMs);
    if (request && !pending) {
      next = supplyRequested(next, request.kind, nowMs);
      pending = { ...request, atMs: nowMs + latencyMs };
    }
    return next;
  };
}

// ---------- a standard engine for the engine tests ----------

export const T0 = 1_700_000_000_000;

/** A premium 1-panel, 10-minute session at a 6 s interval started at T0, seeded for repeatable deals. */
export function engine(overrides: Partial<SessionEngineOptions> = {}): SessionEngineState {
  return createSessionEngine(
    {
      screens: 1,
      lengthMin: 10,
      intervalSec: 6,
      ignoreVideoDuration: false,
      premium: true,
      random: seededRandom(7),
      ...overrides,
    },
    T0,
  );
}

export function currentId(state: SessionEngineState, panel = 0): string | null {
  return panelView(state, panel).current?.id ?? null;
}

/** Shows the current item of panel 0 as loaded at `atMs`. */
export function load(state: SessionEngineState, atMs: number, panel = 0, durationSec?: number): SessionEngineState {
  const id = currentId(state, panel);
  if (id === null) throw new Error('nothing to load');
  return itemLoaded(state, panel, id, atMs, durationSec === undefined ? {} : { durationSec });
}

export const quickView = { loadDelayMs: 0, adPlayMs: 5000 };
