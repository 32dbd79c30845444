// Each media source's health, counted in memory per instance and added to hourly Firestore counters
// (`media_health/{provider}_{hourStart}_{shard}`) at most every FLUSH_EVERY_MS, so the admin page can sum the
// last 24 h over all instances. Counts an instance had not yet written when it stopped are lost.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../data/db.js';
import type { FetchFn } from './upstreamHttp.js';

const FLUSH_EVERY_MS = 30_000;
/**
 * Each instance adds to one of this many documents per provider and hour, picked when it starts: with one document,
 * more than 30 instances flushing every 30 s would pass Firestore's sustained one write per second on it; with 8,
 * 100 instances write each about 0.4 times a second. The admin page sums them all (at most 24 × 8 reads a provider).
 */
const HEALTH_SHARDS = 8;
const instanceShard = randomInt(HEALTH_SHARDS);
const HOUR_MS = 60 * 60 * 1000;
const RETENTION_MS = 48 * HOUR_MS;

export interface HealthDelta {
  lookups: number;
  loads: number;
  failures: number;
  rateLimited: number;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
}

const emptyDelta = (): HealthDelta => ({
  lookups: 0,
  loads: 0,
  failures: 0,
  rateLimited: 0,
  lastSuccessAt: null,
  lastFailureAt: null,
});

/** One provider's counters since they were last written. */
export class SourceHealth {
  private pending = emptyDelta();

  constructor(
    readonly provider: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A request to the source's cache (hit or miss). */
  lookup(): void {
    this.pending.lookups += 1;
    scheduleFlush(this.now());
  }

  /** A cache miss that went to the source, and whether it brought back a usable answer. */
  loaded(ok: boolean): void {
    this.pending.loads += 1;
    if (ok) this.pending.lastSuccessAt = this.now();
    else {
      this.pending.failures += 1;
      this.pending.lastFailureAt = this.now();
    }
  }

  rateLimited(): void {
    this.pending.rateLimited += 1;
  }

  /** The counts since the last call, resetting them. */
  take(): HealthDelta {
    const delta = this.pending;
    this.pending = emptyDelta();
    return delta;
  }

  /** Puts counts back after a failed write, so they go out with the next one. */
  restore(delta: HealthDelta): void {
    const p = this.pending;
    p.lookups += delta.lookups;
    p.loads += delta.loads;
    p.failures += delta.failures;
    p.rateLimited += delta.rateLimited;
    p.lastSuccessAt = Math.max(p.lastSuccessAt ?? 0, delta.lastSuccessAt ?? 0) || null;
    p.lastFailureAt = Math.max(p.lastFailureAt ?? 0, delta.lastFailureAt ?? 0) || null;
  }
}

const registry = new Map<string, SourceHealth>();

/** This instance's counters for `provider` (one per provider name). */
export function sourceHealth(provider: string): SourceHealth {
  let health = registry.get(provider);
  if (!health) {
    health = new SourceHealth(provider);
    registry.set(provider, health);
  }
  return health;
}

/** Wraps a fetch so every HTTP 429 from the upstream is counted for `provider`. */
export function countRateLimits(provider: string, fetchFn: FetchFn): FetchFn {
  return async (input, init) => {
    const res = await fetchFn(input, init);
    if (res.status === 429) sourceHealth(provider).rateLimited();
    return res;
  };
}

const isEmpty = (d: HealthDelta) => d.lookups === 0 && d.loads === 0 && d.rateLimited === 0;

/** Adds every provider's pending counts to its current hourly counter document. */
export async function flushMediaHealth(nowMs: number = Date.now()): Promise<void> {
  lastFlushAt = nowMs;
  const hourStart = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  await Promise.all(
    [...registry.values()].map(async (health) => {
      const delta = health.take();
      if (isEmpty(delta)) return;
      try {
        await db()
          .collection(COLLECTIONS.mediaHealth)
          .doc(`${health.provider}_${String(hourStart)}_${String(instanceShard)}`)
          .set(
            {
              provider: health.provider,
              hourStart: Timestamp.fromMillis(hourStart),
              expiresAt: Timestamp.fromMillis(hourStart + RETENTION_MS),
              lookups: FieldValue.increment(delta.lookups),
              loads: FieldValue.increment(delta.loads),
              failures: FieldValue.increment(delta.failures),
              rateLimited: FieldValue.increment(delta.rateLimited),
              ...(delta.lastSuccessAt ? { lastSuccessAt: Timestamp.fromMillis(delta.lastSuccessAt) } : {}),
              ...(delta.lastFailureAt ? { lastFailureAt: Timestamp.fromMillis(delta.lastFailureAt) } : {}),
            },
            { merge: true },
          );
      } catch (error) {
        health.restore(delta);
        logger.warn('media health not stored', { provider: health.provider, error: String(error) });
      }
    }),
  );
}

let lastFlushAt = Date.now();

// Best effort, off the request's path: at most one write per provider per FLUSH_EVERY_MS per instance.
// Only inside a function (deployed or emulated): unit tests have no Firestore to write to.
const inFunction = Boolean(process.env.K_SERVICE ?? process.env.FUNCTIONS_EMULATOR);

function scheduleFlush(nowMs: number): void {
  if (!inFunction || nowMs - lastFlushAt < FLUSH_EVERY_MS) return;
  void flushMediaHealth(nowMs);
}
