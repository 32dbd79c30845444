import { randomInt } from 'node:crypto';
import { AggregateField, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { LLM_BUDGET_SHARDS } from '../shared/constants.js';
import { db } from './db.js';

/**
 * `llm_budget/{YYYY-MM-DD}` (UTC day) itself holds only what was set by hand (an operator's correction, a test) or
 * counted before the shards existed; the calls themselves are counted on `llm_budget/{day}/llm_budget_shards/{n}`.
 */
interface LlmBudgetCountData {
  calls: number;
  tokens: number;
  expiresAt: Timestamp;
}

const dayRef = (day: string) => db().collection(COLLECTIONS.llmBudget).doc(day);
const shardsOf = (day: string) => dayRef(day).collection(COLLECTIONS.llmBudgetShards);

/** Counts one provider call and the tokens it reported (increments: concurrent calls never contend). */
export async function recordLlmCall(
  day: string,
  tokens: number,
  expiresAtMs: number,
  shard: number = randomInt(LLM_BUDGET_SHARDS),
): Promise<void> {
  const count = {
    calls: FieldValue.increment(1),
    tokens: FieldValue.increment(Math.max(0, tokens)),
    expiresAt: Timestamp.fromMillis(expiresAtMs),
  };
  await shardsOf(day).doc(String(shard)).set(count, { merge: true });
}

/** The day's calls and tokens: the day document plus the sum of its shards (two reads, whatever the count). */
export async function readLlmBudget(day: string): Promise<{ calls: number; tokens: number }> {
  const [own, summed] = await Promise.all([
    dayRef(day).get(),
    shardsOf(day)
      .aggregate({ calls: AggregateField.sum('calls'), tokens: AggregateField.sum('tokens') })
      .get(),
  ]);
  const set = own.data() as Partial<LlmBudgetCountData> | undefined;
  const counted = summed.data();
  return { calls: (set?.calls ?? 0) + counted.calls, tokens: (set?.tokens ?? 0) + counted.tokens };
}
