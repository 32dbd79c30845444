import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../data/db.js';
import { referralRef, type ReferralDocumentData } from '../data/referrals.js';
import { RUNNING_FIELDS, sessionRunRef, type SessionRunDocumentData } from '../data/sessionRuns.js';
import { DomainError } from './errors.js';
import { creditableReferrer, creditReferrer, isPendingReferral } from './referralCredit.js';
import { afterBeat, beatWorthStoring, runListedEnough, runQualifies, runSettled, type RunPlay } from './sessionPlay.js';

/**
 * Starts the user's session run by the server's clock and answers its id (a new start replaces an unfinished run).
 * The id is unguessable: only this user's session screen can name the run in listings, heartbeats and the finish.
 */
export async function startSessionRun(uid: string, now: Date = new Date()): Promise<string> {
  const runId = randomBytes(16).toString('base64url');
  const at = Timestamp.fromDate(now);
  await sessionRunRef(uid).set(
    { runId, startedAt: at, lastBeatAt: at, playedMs: 0, listed: 0, shown: 0 },
    { merge: true },
  );
  return runId;
}

/** The running run named `runId`, or null when it is not the user's current one (finished or replaced). */
function runningPlay(snap: DocumentSnapshot, runId: string): RunPlay | null {
  const data = snap.exists ? (snap.data() as SessionRunDocumentData) : undefined;
  if (!data?.startedAt || data.runId !== runId) return null;
  return {
    startedAtMs: data.startedAt.toMillis(),
    lastBeatAtMs: (data.lastBeatAt ?? data.startedAt).toMillis(),
    playedMs: data.playedMs ?? 0,
    listed: data.listed ?? 0,
    shown: data.shown ?? 0,
  };
}

/** Notes that the listing served `items` items to the user's run `runId`; another run's id changes nothing. */
export async function recordListingServed(uid: string, runId: string, items: number): Promise<void> {
  if (items <= 0) return;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(sessionRunRef(uid));
    const play = runningPlay(snap, runId);
    // Once enough was served, a session's later listings (its refills) cost a read here, not a write.
    if (play && !runListedEnough(play)) tx.update(snap.ref, { listed: play.listed + items });
  });
}

/** A heartbeat of the running session: the server's clock decides how much of it was played. */
export async function beatSessionRun(uid: string, runId: string, shown: number, now: Date = new Date()): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(sessionRunRef(uid));
    const play = runningPlay(snap, runId);
    if (!play) throw new DomainError('conflict', 'sessionEnded');
    if (runSettled(play) || !beatWorthStoring(play, now.getTime())) return;
    const next = afterBeat(play, now.getTime(), shown);
    tx.update(snap.ref, {
      lastBeatAt: Timestamp.fromMillis(next.lastBeatAtMs),
      playedMs: next.playedMs,
      shown: next.shown,
    });
  });
}

/** A paused session's beat: the run must be the one running, and nothing is counted or written. */
export async function confirmSessionRunning(uid: string, runId: string): Promise<void> {
  if (!runningPlay(await sessionRunRef(uid).get(), runId)) throw new DomainError('conflict', 'sessionEnded');
}

/**
 * Ends the user's run `runId` (the finish is its last heartbeat). A run that qualifies (runQualifies: played in
 * heartbeats, served listings, showed media, within the cap) qualifies the account, which counts its pending
 * referral for the referrer (docs/product-rules.md, "Referrals"). Answers whether this run qualified; a finish
 * of a run that is not running (never started, finished, or replaced by a newer start) changes nothing.
 */
export async function finishSessionRun(
  uid: string,
  { runId, shown }: { runId: string; shown: number },
  now: Date = new Date(),
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const [run, referral] = await tx.getAll(sessionRunRef(uid), referralRef(uid));
    if (!run || !referral) throw new Error('getAll returned fewer snapshots');
    const play = runningPlay(run, runId);
    if (!play) return false;
    const qualified = runQualifies(afterBeat(play, now.getTime(), shown), now.getTime());
    const pending = referral.exists ? (referral.data() as ReferralDocumentData) : undefined;
    const credit = qualified && isPendingReferral(pending) && pending !== undefined;
    // A referrer who deleted their account is not credited; the referral stays pending and counts for no one.
    const referrer = credit ? await creditableReferrer(tx, pending.referrerUid) : null;

    const alreadyQualified = (run.data() as SessionRunDocumentData).qualifiedAt !== undefined;
    tx.update(run.ref, {
      ...Object.fromEntries(RUNNING_FIELDS.map((field) => [field, FieldValue.delete()])),
      ...(qualified && !alreadyQualified ? { qualifiedAt: Timestamp.fromDate(now) } : {}),
    });
    if (referrer && pending) {
      tx.update(referral.ref, { countedAt: FieldValue.serverTimestamp() });
      creditReferrer(tx, referrer, pending.referrerUid);
    }
    return qualified;
  });
}
