import { randomInt } from 'node:crypto';
import { API_PATHS } from '@shared/api/paths';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, type SignedIn } from '../support/auth.js';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { HOSTING_PROXY_HOP, call, ownRateWindow, randomIp } from './support/http.js';

// The per-IP limit on /api/redeem; enough users that none of them reaches the per-user limit.
const { perIp: PER_IP, perUser: PER_USER } = RATE_LIMITS.redeem;
const USERS = Math.ceil((PER_IP + 1) / PER_USER);

async function users(prefix: string): Promise<SignedIn[]> {
  return Promise.all(Array.from({ length: USERS }, (_, i) => createUser(uniqueEmail(`${prefix}-${i}`))));
}

async function redeemStatuses(list: SignedIn[], headersFor: (i: number) => Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  const rateWindowStart = ownRateWindow();
  for (let i = 0; i <= PER_IP; i++) {
    const user = list[i % list.length];
    if (!user) throw new Error('no user');
    const res = await call(API_PATHS.redeem, {
      token: user.idToken,
      body: { code: `IP-${i}` },
      headers: headersFor(i),
      rateWindowStart,
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('per-IP limits and the client address', () => {
  it('when a direct caller forges a new x-fah-client-ip and new leading X-Forwarded-For entries every time, then it stays in one bucket', async () => {
    const caller = `203.0.113.${randomInt(1, 255)}`;
    const list = await users('forger');
    const statuses = await redeemStatuses(list, () => ({
      'x-fah-client-ip': randomIp(),
      // Google's front end appends the caller it saw; everything before it is the caller's own text.
      'x-forwarded-for': `${randomIp()}, ${randomIp()}, ${caller}`,
    }));
    expect(statuses.slice(0, PER_IP).every((s) => s === 400)).toBe(true);
    expect(statuses[PER_IP]).toBe(429);
  });

  it('when different visitors come through Hosting, then each visitor has its own bucket', async () => {
    const list = await users('visitors');
    const statuses = await redeemStatuses(list, () => {
      const visitor = randomIp();
      return { 'x-fah-client-ip': visitor, 'x-forwarded-for': `${visitor}, ${HOSTING_PROXY_HOP}` };
    });
    expect(statuses.every((s) => s === 400)).toBe(true);
  });

  it('when IPv6 callers change the low 64 bits every time, then they share one /64 bucket', async () => {
    const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    const list = await users('v6');
    const statuses = await redeemStatuses(list, (i) => ({
      'x-forwarded-for': `${prefix}:${i.toString(16)}::${randomInt(1, 0xffff).toString(16)}`,
    }));
    expect(statuses[PER_IP]).toBe(429);
  });
});
