import { describe, expect, it } from 'vitest';
import { firestoreLlmBudget } from './dailyBudget.js';

/** A day's counter as the transaction keeps it. */
function counter() {
  const calls = new Map<string, number>();
  let transactions = 0;
  return {
    calls,
    get transactions() {
      return transactions;
    },
    reserve: (day: string) => {
      transactions += 1;
      const next = (calls.get(day) ?? 0) + 1;
      calls.set(day, next);
      return Promise.resolve(next);
    },
  };
}

describe('the daily AI budget on one instance', () => {
  it('when today is spent, then the instance stops counting for a minute, and sees a lowered count after it', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const day = counter();
    const budget = firestoreLlmBudget(() => now, 2, day.reserve);
    expect(await budget.reserve()).toBe(true);
    expect(await budget.reserve()).toBe(true);
    expect(await budget.reserve()).toBe(false);
    const spentAt = day.transactions;
    now += 59_000;
    expect(await budget.reserve()).toBe(false);
    expect(day.transactions).toBe(spentAt); // no write while it is known to be spent
    // An operator (or a test) lowers today's count: after the minute, calls fit again.
    day.calls.set('2026-11-28', 0);
    now += 1_000;
    expect(await budget.reserve()).toBe(true);
  });

  it('when the day changes, then a spent yesterday does not hold back today', async () => {
    let now = Date.parse('2026-11-28T23:59:50Z');
    const day = counter();
    const budget = firestoreLlmBudget(() => now, 1, day.reserve);
    expect(await budget.reserve()).toBe(true);
    expect(await budget.reserve()).toBe(false);
    now += 20_000;
    expect(await budget.reserve()).toBe(true);
  });
});
