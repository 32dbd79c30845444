import { API_PATHS } from '@shared/api/paths';
import { REDEEM_CODE_MAX } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/auth.js';
import { adminDb, userData } from './support/admin.js';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { call, failure, ownRateWindow } from './support/http.js';

const redeem = (token: string | undefined, body: unknown, ip?: string, rateWindowStart?: number) =>
  call(API_PATHS.redeem, { token, body, method: 'POST', ip, rateWindowStart });
const { perUser: PER_USER, perIp: PER_IP, windowSec: WINDOW_SEC } = RATE_LIMITS.redeem;

async function newCode(): Promise<string> {
  const code = `TEST-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await adminDb().collection('redeem_codes').doc(code).set({ used: false });
  return code;
}

describe('POST /api/redeem', () => {
  it('when there is no token, then it answers 401', async () => {
    expect(await redeem(undefined, { code: 'X' })).toMatchObject(failure(401, 'Not signed in'));
  });

  it('when the code is missing, blank or too long, then it answers 400 with the field message', async () => {
    const { idToken } = await createUser(uniqueEmail('redeem-bad'));
    expect(await redeem(idToken, {})).toMatchObject(failure(400, 'code is required.'));
    expect(await redeem(idToken, { code: '   ' })).toMatchObject(failure(400, 'Enter a code.'));
    expect(await redeem(idToken, { code: 'x'.repeat(REDEEM_CODE_MAX + 1) })).toMatchObject(
      failure(400, `code must be ${REDEEM_CODE_MAX} characters or fewer.`),
    );
  });

  it('when the code is unknown or not a code at all, then it answers Invalid or expired code', async () => {
    const { idToken } = await createUser(uniqueEmail('redeem-unknown'));
    for (const code of ['NOPE-0000', 'a/b', '..', '__x__', 'x'.repeat(REDEEM_CODE_MAX)]) {
      expect(await redeem(idToken, { code })).toMatchObject(failure(400, 'Invalid or expired code'));
    }
  });

  it('when a code is redeemed (any case, padded), then the user becomes premium and the code is used', async () => {
    const code = await newCode();
    const user = await createUser(uniqueEmail('redeem-ok'));
    expect(await redeem(user.idToken, { code: ` ${code.toLowerCase()} ` })).toMatchObject({
      status: 200,
      json: { ok: true },
    });
    expect(await userData(user.uid)).toMatchObject({ premium: true, premiumSources: ['code'], referralCount: 0 });
    const stored = (await adminDb().collection('redeem_codes').doc(code).get()).data();
    expect(stored).toMatchObject({ used: true, usedBy: user.uid });

    const other = await createUser(uniqueEmail('redeem-second'));
    expect(await redeem(other.idToken, { code })).toMatchObject(failure(400, 'Invalid or expired code'));
    expect((await userData(other.uid))?.premium).toBeUndefined();
  });

  it('when a code has expired, then it is refused', async () => {
    const code = await newCode();
    await adminDb()
      .collection('redeem_codes')
      .doc(code)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const { idToken } = await createUser(uniqueEmail('redeem-expired'));
    expect(await redeem(idToken, { code })).toMatchObject(failure(400, 'Invalid or expired code'));
  });

  it('when 20 users redeem one code at once, then exactly one succeeds', async () => {
    const code = await newCode();
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(uniqueEmail(`race-${i}`))));
    const results = await Promise.all(users.map((u) => redeem(u.idToken, { code })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => r.status === 400 && (r.json as { error: string }).error === 'Invalid or expired code'),
    ).toBe(true);
    const premiums = await Promise.all(users.map(async (u) => (await userData(u.uid))?.premium === true));
    expect(premiums.filter(Boolean)).toHaveLength(1);
  });

  it('when one user keeps trying past the per-user limit, then it answers 429 with the wait left in the window', async () => {
    const { idToken } = await createUser(uniqueEmail('redeem-limit'));
    const window = ownRateWindow();
    const results = [];
    for (let i = 0; i <= PER_USER; i++) results.push(await redeem(idToken, { code: `WRONG-${i}` }, undefined, window));
    expect(results.slice(0, PER_USER).every((r) => r.status === 400)).toBe(true);
    const last = results[PER_USER];
    expect(last?.status).toBe(429);
    const retryAfter = Number(last?.headers.get('retry-after'));
    const secondsLeft = WINDOW_SEC - Math.floor((Date.now() - window) / 1000);
    expect(retryAfter).toBeGreaterThanOrEqual(secondsLeft - 1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SEC);
    expect(last?.json).toEqual({
      ok: false,
      error: `Too many attempts. Try again in ${retryAfter}s.`,
      code: 'rateLimited',
      params: { seconds: retryAfter },
    });
  });

  it('when many different users share one IP past the per-IP limit, then that IP gets 429', async () => {
    const count = Math.ceil((PER_IP + 1) / PER_USER);
    const users = await Promise.all(Array.from({ length: count }, (_, i) => createUser(uniqueEmail(`ip-${i}`))));
    const ip = '203.0.113.77';
    const window = ownRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i <= PER_IP; i++) {
      const user = users[i % users.length];
      if (!user) throw new Error('no user');
      statuses.push((await redeem(user.idToken, { code: `IPTEST-${i}` }, ip, window)).status);
    }
    expect(statuses.slice(0, PER_IP).every((s) => s === 400)).toBe(true);
    expect(statuses[PER_IP]).toBe(429);
  });
});
