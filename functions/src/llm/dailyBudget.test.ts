import { describe, expect, it } from 'vitest';
import { firestoreLlmBudget, type LlmBudgetStore } from './dailyBudget.js';

/** The counts as Firestore would keep them, with how often each was read or written. */
function memoryStore() {
  const calls = new Map<string, number>();
  const taken = new Map<string, number>();
  const store = {
    calls,
    taken,
    reads: 0,
    dayWrites: 0,
    readDay: (day: string) => {
      store.reads += 1;
      return Promise.resolve({ calls: calls.get(day) ?? 0 });
    },
    recordCall: (day: string) => {
      store.dayWrites += 1;
      calls.set(day, (calls.get(day) ?? 0) + 1);
      return Promise.resolve();
    },
    takeUserCall: (uid: string, day: string, share: number) => {
      const key = `${uid}_${day}`;
      const used = taken.get(key) ?? 0;
      if (used >= share) return Promise.resolve(false);
      taken.set(key, used + 1);
      return Promise.resolve(true);
    },
  } satisfies LlmBudgetStore & Record<string, unknown>;
  return store;
}

/** One provider call as the writer makes it: reserve, then count it. */
async function call(budget: ReturnType<typeof firestoreLlmBudget>, uid = 'viewer'): Promise<boolean> {
  const reserved = await budget.reserve(uid);
  if (reserved) await budget.record(100);
  return reserved;
}

const DAY = '2026-11-28';

describe('the daily AI budget on one instance', () => {
  it("when far from the ceiling, then each call writes once and the day's total is read at most every 10 s", async () => {
    let now = Date.parse(`${DAY}T10:00:00Z`);
    const store = memoryStore();
    const budget = firestoreLlmBudget({ now: () => now, limit: 1000, share: 100, store });
    for (let i = 0; i < 20; i += 1) {
      expect(await call(budget)).toBe(true);
      now += 400;
    }
    expect(store.dayWrites).toBe(20);
    expect(store.reads).toBe(1);
    now += 2_000;
    await call(budget);
    expect(store.reads).toBe(2);
  });

  it('when near the ceiling, then the total is read before every call and no call passes it', async () => {
    const now = Date.parse(`${DAY}T10:00:00Z`);
    const store = memoryStore();
    store.calls.set(DAY, 95);
    const budget = firestoreLlmBudget({ now: () => now, limit: 100, share: 100, store });
    // Another instance spends two of the last five meanwhile.
    expect(await call(budget, 'a')).toBe(true);
    store.calls.set(DAY, (store.calls.get(DAY) ?? 0) + 2);
    expect(await call(budget, 'b')).toBe(true);
    expect(await call(budget, 'c')).toBe(true);
    expect(await call(budget, 'd')).toBe(false);
    expect(store.calls.get(DAY)).toBe(100);
    // Read before a, b and c; once this instance knows the day is spent, it does not read again for 10 s.
    expect(store.reads).toBe(3);
  });

  it('when today is spent, then nothing is written, and a lowered count is heard within 10 s', async () => {
    let now = Date.parse(`${DAY}T10:00:00Z`);
    const store = memoryStore();
    store.calls.set(DAY, 2);
    const budget = firestoreLlmBudget({ now: () => now, limit: 2, share: 100, store });
    expect(await call(budget)).toBe(false);
    now += 9_000;
    expect(await call(budget)).toBe(false);
    expect(store.reads).toBe(1);
    expect(store.dayWrites).toBe(0);
    expect(store.taken.size).toBe(0); // a spent day costs nobody a call of their share
    // An operator (or a test) lowers today's count.
    store.calls.set(DAY, 0);
    now += 1_000;
    expect(await call(budget)).toBe(true);
  });

  it('when one account has used its share, then it gets no more calls today while others still do', async () => {
    let now = Date.parse(`${DAY}T10:00:00Z`);
    const store = memoryStore();
    const budget = firestoreLlmBudget({ now: () => now, limit: 1000, share: 3, store });
    for (let i = 0; i < 3; i += 1) expect(await call(budget, 'heavy')).toBe(true);
    expect(await call(budget, 'heavy')).toBe(false);
    expect(await call(budget, 'other')).toBe(true);
    expect(store.calls.get(DAY)).toBe(4);
    // The share is per UTC day.
    now = Date.parse('2026-11-29T00:00:01Z');
    expect(await call(budget, 'heavy')).toBe(true);
  });

  it('when the day changes, then a spent yesterday does not hold back today', async () => {
    let now = Date.parse(`${DAY}T23:59:55Z`);
    const store = memoryStore();
    const budget = firestoreLlmBudget({ now: () => now, limit: 1, share: 100, store });
    expect(await call(budget)).toBe(true);
    expect(await call(budget)).toBe(false);
    now += 6_000;
    expect(await call(budget)).toBe(true);
  });

  it("when a call comes just after midnight while yesterday's total is still being read, then it is judged by today's", async () => {
    let now = Date.parse(`${DAY}T23:59:59Z`);
    const store = memoryStore();
    store.calls.set(DAY, 1);
    let answerYesterday: () => void = () => undefined;
    const budget = firestoreLlmBudget({
      now: () => now,
      limit: 1,
      share: 100,
      store: {
        ...store,
        // Yesterday's read hangs until the test lets it answer.
        readDay: (day) =>
          day === DAY
            ? new Promise((resolve) => {
                answerYesterday = () => {
                  resolve({ calls: 1 });
                };
              })
            : store.readDay(day),
      },
    });
    const lastOfYesterday = budget.reserve('viewer');
    now += 2_000;
    expect(await budget.reserve('viewer')).toBe(true);
    answerYesterday();
    expect(await lastOfYesterday).toBe(false);
  });

  it('when the share cannot be taken (contention), then reserve rejects for the writer to fall back; a failed count never throws', async () => {
    const now = Date.parse(`${DAY}T10:00:00Z`);
    const store = memoryStore();
    const contention = new Error('10 ABORTED: Too much contention on these documents');
    const budget = firestoreLlmBudget({
      now: () => now,
      store: {
        ...store,
        takeUserCall: () => Promise.reject(contention),
        recordCall: () => Promise.reject(contention),
      },
    });
    await expect(budget.reserve('viewer')).rejects.toBe(contention);
    await expect(budget.record(10)).resolves.toBeUndefined();
  });
});
