// Signed-out reports meet ceilings per IPv6 /48 and overall besides the one per address (a /64), so
// fresh /64s cannot flood the queue; signed-in reports are counted per user and still go through.
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { REPORT_ANONYMOUS_HOURLY, REPORT_ANONYMOUS_PER_NETWORK_HOURLY } from '@shared/constants';
import { counterKey } from '../../functions/src/data/rateLimits.js';
import { createUser, uniqueEmail, type SignedIn } from '../support/auth.js';
import { adminDb } from './support/admin.js';
import { call, ownRateWindow, type ApiResponse } from './support/http.js';

const url = `http://127.0.0.1:9010/media/img/ceiling-${Date.now()}-400x600.png`;
const CEILING_REACHED = /^Too many signed-out requests right now\. Sign in to go ahead, or try again in \d+s\.$/;

let reporter: SignedIn;
beforeAll(async () => {
  reporter = await createUser(uniqueEmail('report-ceiling'));
});

// The flood must not push other files' reports out of the queue's oldest open ones.
afterAll(async () => {
  const docs = await adminDb().collection(COLLECTIONS.reports).where('url', '==', url).get();
  for (let i = 0; i < docs.size; i += 400) {
    const batch = adminDb().batch();
    docs.docs.slice(i, i + 400).forEach((d) => batch.delete(d.ref));
    await batch.commit();
  }
}, 60_000);

const report = (ip: string, rateWindowStart: number, token?: string) =>
  call(API_PATHS.reports, {
    ip,
    rateWindowStart,
    ...(token === undefined ? {} : { token }),
    body: { origin: 'removalRequest', url, reason: 'other' },
  });

/** Statuses of `count` reports from `ipOf(i)`, one after another (the emulator's workers are few). */
async function flood(count: number, ipOf: (i: number) => string, window: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await report(ipOf(i), window)).status);
  return statuses;
}

const refusedWithHint = (res: ApiResponse) => {
  expect(res.status).toBe(429);
  expect((res.json as { error: string }).error).toMatch(CEILING_REACHED);
};

describe('POST /api/reports ceilings', () => {
  it('when signed-out reports come from fresh /64s of one /48, then past its ceiling they are refused; a signed-in one from there, and a signed-out one from another /48, still go through', async () => {
    const window = ownRateWindow();
    const network = `2001:db8:${randomInt(0x10000).toString(16)}`;
    const from = (i: number) => `${network}:${i.toString(16)}::1`;
    expect(await flood(REPORT_ANONYMOUS_PER_NETWORK_HOURLY, from, window)).toEqual(
      Array<number>(REPORT_ANONYMOUS_PER_NETWORK_HOURLY).fill(201),
    );

    refusedWithHint(await report(from(0xfff0), window));
    expect((await report(from(0xfff1), window, reporter.idToken)).status).toBe(201);
    expect((await report(`2001:db9:${randomInt(0x10000).toString(16)}::1`, window)).status).toBe(201);
  }, 60_000);

  it('when signed-out reports from everywhere reach the overall ceiling, then the next is refused, and a signed-in one still goes through', async () => {
    const window = ownRateWindow();
    // The overall counter as reports from REPORT_ANONYMOUS_HOURLY - 1 other places have left it in this window.
    await adminDb()
      .collection(COLLECTIONS.rateLimits)
      .doc(counterKey('anonymousReport', 'all', 'anonymousReport', window))
      .set({ count: REPORT_ANONYMOUS_HOURLY - 1, expiresAt: Timestamp.fromMillis(window + 3_600_000) });
    expect((await report('10.199.0.1', window)).status).toBe(201);

    refusedWithHint(await report('10.199.0.2', window));
    refusedWithHint(await report('2001:db8:ffff::1', window));
    expect((await report('10.199.0.3', window, reporter.idToken)).status).toBe(201);
  });
});
