import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../data/db.js';
import type { AdminMediaHealthResponse, MediaSourceHealth } from '../shared/api/adminHealth.js';
import { flushMediaHealth } from './sourceHealth.js';

const HOUR_MS = 60 * 60 * 1000;

export interface HealthCounterDoc {
  provider: string;
  lookups?: number;
  loads?: number;
  failures?: number;
  rateLimited?: number;
  lastSuccessAt?: Timestamp;
  lastFailureAt?: Timestamp;
}

const latest = (a: string | null, b: Timestamp | undefined) => {
  const iso = b ? b.toDate().toISOString() : null;
  return iso !== null && (a === null || iso > a) ? iso : a;
};

/** Sums hourly counter documents into one line per provider, with the rates the admin page shows. */
export function summarizeHealth(docs: readonly HealthCounterDoc[]): MediaSourceHealth[] {
  const byProvider = new Map<string, MediaSourceHealth>();
  for (const doc of docs) {
    const sum = byProvider.get(doc.provider) ?? {
      provider: doc.provider,
      lookups: 0,
      loads: 0,
      failures: 0,
      rateLimited: 0,
      lastSuccessAt: null,
      lastFailureAt: null,
      errorRate: null,
      cacheHitRate: null,
    };
    sum.lookups += doc.lookups ?? 0;
    sum.loads += doc.loads ?? 0;
    sum.failures += doc.failures ?? 0;
    sum.rateLimited += doc.rateLimited ?? 0;
    sum.lastSuccessAt = latest(sum.lastSuccessAt, doc.lastSuccessAt);
    sum.lastFailureAt = latest(sum.lastFailureAt, doc.lastFailureAt);
    byProvider.set(doc.provider, sum);
  }
  return [...byProvider.values()]
    .map((s) => ({
      ...s,
      errorRate: s.loads > 0 ? Math.min(1, s.failures / s.loads) : null,
      // Requests that joined an identical in-flight load count as hits: they cost the source nothing.
      cacheHitRate: s.lookups > 0 ? Math.max(0, Math.min(1, (s.lookups - s.loads) / s.lookups)) : null,
    }))
    .sort((a, b) => a.provider.localeCompare(b.provider));
}

/** The last 24 h of every provider's counters (the current hour included). */
async function mediaHealthSummary(nowMs: number): Promise<AdminMediaHealthResponse> {
  const since = Math.floor((nowMs - 24 * HOUR_MS) / HOUR_MS) * HOUR_MS + HOUR_MS;
  const snap = await db()
    .collection(COLLECTIONS.mediaHealth)
    .where('hourStart', '>=', Timestamp.fromMillis(since))
    .get();
  return {
    ok: true,
    since: new Date(since).toISOString(),
    sources: summarizeHealth(snap.docs.map((d) => d.data() as HealthCounterDoc)),
  };
}

/** The summary including this instance's unwritten counts, so it shows the latest requests it served. */
export async function currentMediaHealth(nowMs: number): Promise<AdminMediaHealthResponse> {
  await flushMediaHealth();
  return mediaHealthSummary(nowMs);
}
