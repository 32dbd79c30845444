// A referred account's session runs through the API, as the session screen makes them (docs/product-rules.md,
// "Referrals"): start, listing pages naming the run, heartbeats, finish.
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { REFERRAL_QUALIFYING_MIN_SHOWN, REFERRAL_QUALIFYING_SESSION_MS } from '@shared/constants';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import type { SignedIn } from '../../support/auth.js';
import { adminDb } from './admin.js';
import { call, type ApiResponse } from './http.js';

export const startRun = (token: string | undefined) => call(API_PATHS.sessionRunStart, { token, method: 'POST' });
export const beatRun = (token: string | undefined, body: unknown) =>
  call(API_PATHS.sessionRunBeat, { token, method: 'POST', body });
export const finishRun = (token: string | undefined, body: unknown) =>
  call(API_PATHS.sessionRunFinish, { token, method: 'POST', body });

/** A listing page asked for by the run (the session's refills do this). */
export const listForRun = (token: string | undefined, run: string): Promise<ApiResponse> =>
  call(API_PATHS.listing, { token, query: { sub: 'AriaValeGallery', type: 'hot', limit: '20', run } });

export async function startedRun(user: SignedIn): Promise<string> {
  const res = await startRun(user.idToken);
  expect(res.status).toBe(200);
  const { runId } = res.json as { runId?: unknown };
  if (typeof runId !== 'string') throw new Error(`start answered no run id: ${res.text}`);
  return runId;
}

export const runDoc = (uid: string) => adminDb().collection(COLLECTIONS.sessionRuns).doc(uid);

/** Moves the stored run back in time, as if it had begun `startedAgoMs` ago and played `playedMs` of it so far. */
export async function ageRun(
  uid: string,
  { startedAgoMs, playedMs, lastBeatAgoMs }: { startedAgoMs: number; playedMs: number; lastBeatAgoMs: number },
): Promise<void> {
  const now = Date.now();
  await runDoc(uid).update({
    startedAt: Timestamp.fromMillis(now - startedAgoMs),
    lastBeatAt: Timestamp.fromMillis(now - lastBeatAgoMs),
    playedMs,
  });
}

/**
 * A run that played the qualifying time: started, served a listing page, heartbeats. The test cannot wait minutes,
 * so the stored run is moved back to 20 s short of it; a real heartbeat 60 s (server clock) after the last stored one
 * (about every other beat is stored), and the finish, make up the rest.
 */
export async function finishQualifyingSession(user: SignedIn): Promise<void> {
  const runId = await startedRun(user);
  expect(await listForRun(user.idToken, runId)).toMatchObject({ status: 200 });
  const played = REFERRAL_QUALIFYING_SESSION_MS - 20_000;
  await ageRun(user.uid, { startedAgoMs: played + 60_000, playedMs: played, lastBeatAgoMs: 60_000 });
  const shown = REFERRAL_QUALIFYING_MIN_SHOWN;
  expect(await beatRun(user.idToken, { runId, shown })).toMatchObject({ status: 200, json: { ok: true } });
  expect(await finishRun(user.idToken, { runId, shown })).toMatchObject({
    status: 200,
    json: { ok: true, qualified: true },
  });
}
