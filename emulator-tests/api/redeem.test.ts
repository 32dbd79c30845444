import { API_PATHS } from '@shared/api/paths';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../support/auth.js';
import { adminDb, userData } from './support/admin.js';
import { awaitFreshWindow, call, failure } from './support/http.js';

const redeem = (token: string | undefined, body: unknown, ip?: string) =>
  call(API_PATHS.redeem, { token, body, method: 'POST', ip });

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
    expect(await redeem(idToken, { code: 'x'.repeat(101) })).toMatchObject(
      failure(400, 'code must be 100 characters or fewer.'),
    );
  });

  it('when the code is unknown or not a code at all, then it answers Invalid or expired code', async () => {
    const { idToken } = await createUser(uniqueEmail('redeem-unknown'));
    for (const code of ['NOPE-0000', 'a/b', '..', '__x__', 'x'.repeat(100)]) {
      expect(await redeem(idToken, { code })).toMatchObject(failure(400, 'Invalid or expired code'));
    }
  });

  it('when a seeded demo code is redeemed (any case), then the user becomes premium and the code is used', async () => {
    const user = await createUser(uniqueEmail('redeem-ok'));
    expect(await redeem(user.idToken, { code: ' demo-code-0007 ' })).toMatchObject({ status: 200, json: { ok: true } });
    expect(await userData(user.uid)).toMatchObject({ premium: true, premiumSources: ['code'], referralCount: 0 });
    const code = (await adminDb().collection('redeem_codes').doc('DEMO-CODE-0007').get()).data();
    expect(code).toMatchObject({ used: true, usedBy: user.uid });

    const other = await createUser(uniqueEmail('redeem-second'));
    expect(await redeem(other.idToken, { code: 'DEMO-CODE-0007' })).toMatchObject(
      failure(400, 'Invalid or expired code'),
    );
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

  it('when one user keeps trying past the per-user limit, then it answers 429 with the wait', async () => {
    const { idToken } = await createUser(uniqueEmail('redeem-limit'));
    await awaitFreshWindow(20_000);
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await redeem(idToken, { code: `WRONG-${i}` }));
    expect(results.slice(0, 20).every((r) => r.status === 400)).toBe(true);
    const last = results[20];
    expect(last?.status).toBe(429);
    expect((last?.json as { error: string }).error).toMatch(/^Too many attempts\. Try again in \d+s\.$/);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when many different users share one IP past the per-IP limit, then that IP gets 429', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => createUser(uniqueEmail(`ip-${i}`))));
    const ip = '203.0.113.77';
    await awaitFreshWindow(30_000);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const user = users[i % users.length];
      if (!user) throw new Error('no user');
      statuses.push((await redeem(user.idToken, { code: `IPTEST-${i}` }, ip)).status);
    }
    expect(statuses.slice(0, 100).every((s) => s === 400)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});
