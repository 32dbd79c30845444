// The AI budget (docs/product-rules.md "AI budget"): an app-wide daily ceiling on provider calls shared by every
// instance, and each account's daily share of it; past either, the writer answers with the built-in lines.
// Nothing here is written more than once per call, and no document is written by every call: calls are counted on
// random shards, each account's share on its own document, and an instance reads the day's total only every
// TOTAL_REFRESH_MS (every call when the total is near the ceiling).
import { logger } from 'firebase-functions';
import { readLlmBudget, recordLlmCall } from '../data/llmBudget.js';
import { takeUserLlmCall } from '../data/llmUsage.js';
import { LLM_DAILY_CALL_BUDGET, LLM_USER_DAILY_CALL_SHARE } from '../shared/constants.js';

const DAY_MS = 24 * 60 * 60_000;
/** How stale an instance's view of the day's total may be: an operator's correction is heard within this. */
const TOTAL_REFRESH_MS = 10_000;
/** Within this many calls of the ceiling, the total is read before every call, so the ceiling is not overshot. */
const NEAR_CEILING_CALLS = 50;

export interface LlmBudget {
  /** True when one more provider call fits in today's budget and in this account's share of it (taking it). */
  reserve(uid: string): Promise<boolean>;
  /** Counts a provider call that was made, whatever its outcome, with the tokens it reported. */
  record(tokens: number): Promise<void>;
}

/** Where the counts live (Firestore; replaceable by unit tests). */
export interface LlmBudgetStore {
  readDay(day: string): Promise<{ calls: number }>;
  recordCall(day: string, tokens: number, expiresAtMs: number): Promise<void>;
  takeUserCall(uid: string, day: string, share: number, expiresAtMs: number): Promise<boolean>;
}

const firestoreStore: LlmBudgetStore = {
  readDay: readLlmBudget,
  recordCall: recordLlmCall,
  takeUserCall: takeUserLlmCall,
};

const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

export interface LlmBudgetStatus {
  day: string;
  calls: number;
  tokens: number;
  callLimit: number;
  reached: boolean;
}

export async function llmBudgetStatus(nowMs: number): Promise<LlmBudgetStatus> {
  const day = utcDay(nowMs);
  const { calls, tokens } = await readLlmBudget(day);
  return { day, calls, tokens, callLimit: LLM_DAILY_CALL_BUDGET, reached: calls >= LLM_DAILY_CALL_BUDGET };
}

/** This instance's view of the day's total: as read, plus the calls it let through since. */
interface DayView {
  day: string;
  read: number;
  since: number;
  readAtMs: number;
}

export function firestoreLlmBudget({
  now = Date.now,
  limit = LLM_DAILY_CALL_BUDGET,
  share = LLM_USER_DAILY_CALL_SHARE,
  store = firestoreStore,
}: { now?: () => number; limit?: number; share?: number; store?: LlmBudgetStore } = {}): LlmBudget {
  let view: DayView | null = null;
  // The read in flight, and the day it reads: a call just after midnight must not wait on the old day's read.
  let reading: { day: string; view: Promise<DayView> } | null = null;

  const known = (v: DayView) => v.read + v.since;
  const isFresh = (v: DayView, day: string, nowMs: number) => {
    if (v.day !== day) return false;
    const left = limit - known(v);
    const nearCeiling = left > 0 && left <= NEAR_CEILING_CALLS;
    return !nearCeiling && nowMs - v.readAtMs < TOTAL_REFRESH_MS;
  };
  const currentView = (day: string, nowMs: number): Promise<DayView> => {
    if (view && isFresh(view, day, nowMs)) return Promise.resolve(view);
    // Simultaneous calls on this instance share one read of their day.
    if (reading?.day === day) return reading.view;
    const read: { day: string; view: Promise<DayView> } = {
      day,
      view: store
        .readDay(day)
        .then(({ calls }) => (view = { day, read: calls, since: 0, readAtMs: nowMs }))
        .finally(() => {
          if (reading === read) reading = null;
        }),
    };
    reading = read;
    return read.view;
  };

  return {
    reserve: async (uid) => {
      const nowMs = now();
      const day = utcDay(nowMs);
      const dayView = await currentView(day, nowMs);
      if (known(dayView) >= limit) return false;
      // The share is taken only when the day has room, so a spent day costs nobody a call of their share.
      if (!(await store.takeUserCall(uid, day, share, nowMs + 2 * DAY_MS))) return false;
      dayView.since += 1;
      return true;
    },
    // The answer (or the failure) is already in hand: a failed count is logged, never allowed to change it.
    record: (tokens) => {
      const nowMs = now();
      return store.recordCall(utcDay(nowMs), tokens, nowMs + 2 * DAY_MS).catch((error: unknown) => {
        logger.warn('LLM call count failed', { error });
      });
    },
  };
}
