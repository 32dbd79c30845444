// The engine's side of the media supply: what to fetch now, and the answers coming back.
import type { EngineMediaItem } from './engineTypes';
import { addItems, freshItems, withNow } from './sessionEvents';
import type { SessionEngineState } from './sessionState';
import { clockOf, queuedCount } from './sessionView';
import { ENGINE_BACKGROUND_FETCH_WAIT_MS } from './engineChoices';
import { planSupply, refillYielded, supplySettled, supplyStarted } from './supplyPlan';
import type { SupplyKind, SupplyRequest } from './supplyPlan';

/**
 * What to fetch now, if anything: initial ~36, background ~180 (once the first media show), then 24 every 90 s while
 * stock is low.
 */
export function nextSupplyRequest(state: SessionEngineState, nowMs: number): SupplyRequest | null {
  if (state.status === 'ended' || clockOf(state, nowMs) >= state.endsAtMs) return null;
  const request = planSupply(state.supply, nowMs, { pooled: state.pool.length, queued: queuedCount(state) });
  const firstMediaShown = state.panels.every((panel) => panel.current !== null && panel.current.loadedAtMs !== null);
  if (request?.kind === 'background' && !firstMediaShown && nowMs - state.startedAtMs < ENGINE_BACKGROUND_FETCH_WAIT_MS)
    return null;
  return request;
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
  const settled = supplySettled(state.supply, kind);
  const supply = kind === 'refill' ? refillYielded(settled, freshItems(state, items).length, nowMs) : settled;
  return addItems({ ...state, supply }, items, nowMs);
}

export function supplyFailed<T extends EngineMediaItem>(
  state: SessionEngineState<T>,
  kind: SupplyKind,
  nowMs: number,
): SessionEngineState<T> {
  return withNow({ ...state, supply: supplySettled(state.supply, kind) }, nowMs);
}
