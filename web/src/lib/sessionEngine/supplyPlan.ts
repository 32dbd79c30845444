import {
  SESSION_BACKGROUND_FETCH_ITEMS,
  SESSION_REFILL_INTERVAL_MS,
  SESSION_REFILL_ITEMS,
  SESSION_START_FETCH_ITEMS,
} from '@shared/constants';
import { ENGINE_MAX_POOL_ITEMS, ENGINE_REFILL_MAX_INTERVAL_MS, ENGINE_REFILL_SKIP_WHEN_QUEUED } from './engineChoices';

export type SupplyKind = 'initial' | 'background' | 'refill';
export interface SupplyRequest {
  kind: SupplyKind;
  count: number;
}
export interface SupplyStock {
  pooled: number;
  queued: number;
}

export interface SupplyState {
  initialDone: boolean;
  backgroundDone: boolean;
  inFlight: SupplyKind | null;
  nextRefillAtMs: number;
  /** The wait after a refill: SESSION_REFILL_INTERVAL_MS, doubled by each refill that brought nothing new. */
  refillIntervalMs: number;
}

export function createSupplyState(sessionStartMs: number): SupplyState {
  return {
    initialDone: false,
    backgroundDone: false,
    inFlight: null,
    nextRefillAtMs: sessionStartMs + SESSION_REFILL_INTERVAL_MS,
    refillIntervalMs: SESSION_REFILL_INTERVAL_MS,
  };
}

/**
 * One request at a time: about 36 to start (skipped when a prefetched list already covers it),
 * then about 180 in the background, then 24 every 90 s while the queued stock is low (less often while refills
 * bring nothing new: refillYielded).
 */
export function planSupply(state: SupplyState, nowMs: number, stock: SupplyStock): SupplyRequest | null {
  if (state.inFlight !== null) return null;
  const room = ENGINE_MAX_POOL_ITEMS - stock.pooled;
  if (room <= 0) return null;
  if (!state.initialDone && stock.pooled < SESSION_START_FETCH_ITEMS)
    return { kind: 'initial', count: SESSION_START_FETCH_ITEMS };
  if (!state.backgroundDone) return { kind: 'background', count: Math.min(SESSION_BACKGROUND_FETCH_ITEMS, room) };
  if (nowMs >= state.nextRefillAtMs && stock.queued < ENGINE_REFILL_SKIP_WHEN_QUEUED) {
    return { kind: 'refill', count: Math.min(SESSION_REFILL_ITEMS, room) };
  }
  return null;
}

export function supplyStarted(state: SupplyState, kind: SupplyKind, nowMs: number): SupplyState {
  return {
    ...state,
    initialDone: state.initialDone || kind !== 'initial',
    backgroundDone: state.backgroundDone || kind === 'refill',
    inFlight: kind,
    nextRefillAtMs: kind === 'refill' ? nowMs + state.refillIntervalMs : state.nextRefillAtMs,
  };
}

/**
 * A refill answered with `freshCount` items the session did not have: none doubles the wait before the next one (up
 * to ENGINE_REFILL_MAX_INTERVAL_MS, counted from now); any brings the wait back to SESSION_REFILL_INTERVAL_MS.
 */
export function refillYielded(state: SupplyState, freshCount: number, nowMs: number): SupplyState {
  if (freshCount > 0) {
    const nextRefillAtMs = Math.min(state.nextRefillAtMs, nowMs + SESSION_REFILL_INTERVAL_MS);
    return { ...state, refillIntervalMs: SESSION_REFILL_INTERVAL_MS, nextRefillAtMs };
  }
  const refillIntervalMs = Math.min(2 * state.refillIntervalMs, ENGINE_REFILL_MAX_INTERVAL_MS);
  return { ...state, refillIntervalMs, nextRefillAtMs: Math.max(state.nextRefillAtMs, nowMs + refillIntervalMs) };
}

/** Success and failure settle alike: listing failures are silent and the refill timer covers gaps. */
export function supplySettled(state: SupplyState, kind: SupplyKind): SupplyState {
  return {
    ...state,
    initialDone: state.initialDone || kind === 'initial',
    backgroundDone: state.backgroundDone || kind === 'background',
    inFlight: state.inFlight === kind ? null : state.inFlight,
  };
}
