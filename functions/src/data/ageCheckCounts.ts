// `age_check_counts/{YYYY-MM}_{region}_{shard}`: how many age checks ended how, per month and region.
// No visitor, address, session or account is stored: only counts. Shards spread a busy region's writes.
import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { AgeCheckOutcome } from '../shared/api/schemas/ageAssurance.js';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './db.js';

const SHARDS = 10;

interface AgeCheckCountData {
  month: string;
  region: string;
  counts: Partial<Record<AgeCheckOutcome, number>>;
}

export const ageCheckMonth = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 7);

export async function countAgeCheck(outcome: AgeCheckOutcome, region: string | null, nowMs: number): Promise<void> {
  const month = ageCheckMonth(nowMs);
  const regionKey = region ?? 'unknown';
  await db()
    .collection(COLLECTIONS.ageCheckCounts)
    .doc(`${month}_${regionKey}_${randomInt(SHARDS)}`)
    .set({ month, region: regionKey, counts: { [outcome]: FieldValue.increment(1) } }, { merge: true });
}

/** Every shard of a month, summed per region: region → outcome → count. */
export async function readAgeCheckCounts(
  month: string,
): Promise<Record<string, Partial<Record<AgeCheckOutcome, number>>>> {
  const snapshot = await db().collection(COLLECTIONS.ageCheckCounts).where('month', '==', month).get();
  const totals: Record<string, Partial<Record<AgeCheckOutcome, number>>> = {};
  for (const doc of snapshot.docs) {
    const data = doc.data() as Partial<AgeCheckCountData>;
    if (typeof data.region !== 'string') continue;
    const regionTotals = (totals[data.region] ??= {});
    for (const [outcome, count] of Object.entries(data.counts ?? {}) as [AgeCheckOutcome, unknown][]) {
      if (typeof count === 'number') regionTotals[outcome] = (regionTotals[outcome] ?? 0) + count;
    }
  }
  return totals;
}
