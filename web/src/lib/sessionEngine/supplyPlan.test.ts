import { describe, expect, it } from 'vitest';
import { createSupplyState, planSupply, refillYielded, supplySettled, supplyStarted } from './supplyPlan';

const T0 = 1_000_000;

describe('planSupply', () => {
  it('asks for about 36, then about 180, then 24 every 90 s', () => {
    let state = createSupplyState(T0);
    expect(planSupply(state, T0, { pooled: 0, queued: 0 })).toEqual({ kind: 'initial', count: 36 });
    state = supplyStarted(state, 'initial', T0);
    expect(planSupply(state, T0 + 100, { pooled: 0, queued: 0 })).toBeNull();
    state = supplySettled(state, 'initial');
    expect(planSupply(state, T0 + 800, { pooled: 36, queued: 30 })).toEqual({ kind: 'background', count: 180 });
    state = supplySettled(supplyStarted(state, 'background', T0 + 800), 'background');
    expect(planSupply(state, T0 + 89_999, { pooled: 216, queued: 60 })).toBeNull();
    expect(planSupply(state, T0 + 90_000, { pooled: 216, queued: 60 })).toEqual({ kind: 'refill', count: 24 });
    state = supplySettled(supplyStarted(state, 'refill', T0 + 90_000), 'refill');
    expect(planSupply(state, T0 + 179_999, { pooled: 240, queued: 60 })).toBeNull();
    expect(planSupply(state, T0 + 180_000, { pooled: 240, queued: 60 })).toEqual({ kind: 'refill', count: 24 });
  });

  it('skips the initial fetch when a prefetched list already covers it', () => {
    const state = createSupplyState(T0);
    expect(planSupply(state, T0, { pooled: 60, queued: 60 })).toEqual({ kind: 'background', count: 180 });
    expect(supplyStarted(state, 'background', T0).initialDone).toBe(true);
  });

  it('settles a failed request like a successful one, so the plan moves on', () => {
    const state = supplySettled(supplyStarted(createSupplyState(T0), 'initial', T0), 'initial');
    expect(planSupply(state, T0 + 3000, { pooled: 0, queued: 0 })).toEqual({ kind: 'background', count: 180 });
  });

  it('holds a due refill while plenty of unseen items are queued, and stops at the pool cap', () => {
    let state = createSupplyState(T0);
    state = supplySettled(supplyStarted(state, 'background', T0), 'background');
    expect(planSupply(state, T0 + 95_000, { pooled: 300, queued: 120 })).toBeNull();
    expect(planSupply(state, T0 + 95_000, { pooled: 300, queued: 119 })).toEqual({ kind: 'refill', count: 24 });
    expect(planSupply(state, T0 + 95_000, { pooled: 790, queued: 0 })).toEqual({ kind: 'refill', count: 10 });
    expect(planSupply(state, T0 + 95_000, { pooled: 800, queued: 0 })).toBeNull();
  });

  it('when refills bring nothing new, then each waits twice as long as the last, up to the cap; a fruitful one resets it', () => {
    let state = supplySettled(supplyStarted(createSupplyState(T0), 'background', T0), 'background');
    const refillAt = (now: number, fresh: number) => {
      expect(planSupply(state, now, { pooled: 6, queued: 0 })).toEqual({ kind: 'refill', count: 24 });
      state = refillYielded(supplySettled(supplyStarted(state, 'refill', now), 'refill'), fresh, now);
      return state.nextRefillAtMs - now;
    };
    expect(refillAt(T0 + 90_000, 0)).toBe(180_000);
    expect(planSupply(state, T0 + 90_000 + 179_000, { pooled: 6, queued: 0 })).toBeNull();
    expect(refillAt(T0 + 270_000, 0)).toBe(360_000);
    expect(refillAt(T0 + 630_000, 0)).toBe(720_000);
    expect(refillAt(T0 + 1_350_000, 0)).toBe(720_000);
    expect(refillAt(T0 + 2_070_000, 3)).toBe(90_000);
    expect(refillAt(T0 + 2_160_000, 1)).toBe(90_000);
  });
});
