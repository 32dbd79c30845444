// The app-wide daily ceiling on provider calls (docs/product-rules.md "AI budget"), shared by every
// instance through Firestore; over it, the writer answers with the built-in lines.
import { logger } from 'firebase-functions';
import { readLlmBudget, recordLlmTokens, reserveLlmCall } from '../data/llmBudget.js';
import { LLM_DAILY_CALL_BUDGET } from '../shared/constants.js';

const DAY_MS = 24 * 60 * 60_000;

export interface LlmBudget {
  /** True when one more provider call fits in today's budget (and counts it). */
  reserve(): Promise<boolean>;
  /** Adds the tokens a call reported. */
  record(tokens: number): Promise<void>;
}

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

/**
 * Once today is spent, this instance stops writing for a while: the day's count is not read again for
 * SPENT_RECHECK_MS (not for the rest of the day, so a count lowered by an operator, or a test that set it, is
 * seen within a minute).
 */
const SPENT_RECHECK_MS = 60_000;

/** Firestore-backed (`reserveCall`: the counter's transaction, replaceable by unit tests). */
export function firestoreLlmBudget(
  now: () => number = Date.now,
  limit = LLM_DAILY_CALL_BUDGET,
  reserveCall: (day: string, expiresAtMs: number) => Promise<number> = reserveLlmCall,
): LlmBudget {
  let spent: { day: string; atMs: number } | null = null;
  return {
    reserve: async () => {
      const nowMs = now();
      const day = utcDay(nowMs);
      if (spent?.day === day && nowMs - spent.atMs < SPENT_RECHECK_MS) return false;
      const calls = await reserveCall(day, nowMs + 2 * DAY_MS);
      if (calls <= limit) {
        spent = null;
        return true;
      }
      spent = { day, atMs: nowMs };
      return false;
    },
    // The answer is already in hand: a failed token count is logged, not allowed to discard it.
    record: (tokens) =>
      recordLlmTokens(utcDay(now()), tokens).catch((error: unknown) => {
        logger.warn('LLM token count failed', { error });
      }),
  };
}
