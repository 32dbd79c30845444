// signup_counters/{YYYY-MM-DD}_{installationId}: at most 2 sign-ups per device per day.
import { t } from '@lingui/core/macro';
import type { Timestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { SIGNUPS_PER_DEVICE_PER_DAY, TRANSACTION_MAX_ATTEMPTS } from '@shared/constants';
import { getDb } from './app';
import { firestoreSdk } from './firestoreSdk';

interface SignupCounterDocumentData {
  count: number;
  updatedAt: Timestamp;
  /** For the Firestore TTL policy: the counter's UTC day + 2 days (the rules check it). */
  expiresAt: Timestamp;
}

const COUNTER_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** When the counter of this UTC day may be deleted. */
export function signupCounterExpiryMs(nowMs: number): number {
  const day = new Date(nowMs);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + COUNTER_TTL_MS;
}

/** Its message is shown to the visitor, in the language shown when it is thrown. */
export class SignupLimitError extends Error {
  constructor() {
    super(t`Signup limit reached for today on this device. Try again tomorrow.`);
    this.name = 'SignupLimitError';
  }
}

/** The counter id for a UTC day and an installation. */
export function signupCounterId(nowMs: number, installationId: string): string {
  return `${new Date(nowMs).toISOString().slice(0, 10)}_${installationId}`;
}

/** Counts one sign-up (create with 1, then +1); throws SignupLimitError once the day's 2 are used. */
export async function recordSignup(installationId: string, nowMs: number = Date.now()): Promise<number> {
  const [db, { doc, runTransaction, serverTimestamp, Timestamp }] = await Promise.all([getDb(), firestoreSdk()]);
  const ref = doc(db, COLLECTIONS.signupCounters, signupCounterId(nowMs, installationId));
  const expiresAt = Timestamp.fromMillis(signupCounterExpiryMs(nowMs));
  return runTransaction(
    db,
    async (tx) => {
      const snap = await tx.get(ref);
      const stored = snap.exists() ? (snap.data() as Partial<SignupCounterDocumentData>).count : 0;
      const count = typeof stored === 'number' ? stored : 0;
      if (count >= SIGNUPS_PER_DEVICE_PER_DAY) throw new SignupLimitError();
      if (snap.exists()) tx.update(ref, { count: count + 1, updatedAt: serverTimestamp(), expiresAt });
      else tx.set(ref, { count: 1, updatedAt: serverTimestamp(), expiresAt });
      return count + 1;
    },
    { maxAttempts: TRANSACTION_MAX_ATTEMPTS },
  );
}
