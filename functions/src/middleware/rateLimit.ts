import type { RequestHandler } from 'express';
import { RATE_LIMITS, type RateLimit, type RateLimitBucket } from '../config/rateLimits.js';
import { counterKey, hitCounter, type CounterKind } from '../data/rateLimits.js';
import { audit } from '../audit/audit.js';
import { clientIp, clientNetwork, hostingProxies } from './clientIp.js';
import { DomainError } from '../domain/errors.js';
import { EMULATOR_RATE_WINDOW_HEADER, rateWindowStart } from './rateWindow.js';

function tooManyAttempts(retryAfterSec: number): DomainError {
  return new DomainError('rateLimited', 'rateLimited', { params: { seconds: retryAfterSec } });
}

function sharedCeilingReached(retryAfterSec: number): DomainError {
  return new DomainError('rateLimited', 'signedOutRateLimited', { params: { seconds: retryAfterSec } });
}

/**
 * Fixed-window limit shared by all function instances (counters live in Firestore). Counts per IP and, behind
 * `authenticate`, per user (a `perIpSignedOutOnly` bucket counts a signed-in caller per user alone); 429 with the
 * seconds left in the window when over. A bucket with shared ceilings (per IPv6 /48, overall) counts those only for
 * requests its own limits let through, so a flood from one address never writes the shared counters.
 */
export function rateLimit(bucket: RateLimitBucket, now: () => number = Date.now): RequestHandler {
  const limit: RateLimit = RATE_LIMITS[bucket];
  const windowMs = limit.windowSec * 1000;
  return async (req, res, next) => {
    const nowMs = now();
    const windowStart = rateWindowStart(nowMs, windowMs, req.get(EMULATOR_RATE_WINDOW_HEADER));
    const windowEnd = windowStart + windowMs;
    const hit = (kind: CounterKind, who: string, max: number) =>
      hitCounter(counterKey(bucket, kind, who, windowStart), windowEnd).then((n) => n - max);
    const uid = req.user?.uid;
    const refuse = async (excess: number[], error: (retryAfterSec: number) => DomainError) => {
      const retryAfterSec = Math.max(1, Math.ceil((windowEnd - nowMs) / 1000));
      res.set('Retry-After', String(retryAfterSec));
      // One audit record per counter and window: a flood of refused requests must not become a flood of writes.
      if (excess.includes(1)) await audit('rate_limited', { uid: uid ?? null, reason: bucket });
      next(error(retryAfterSec));
    };
    // How far past its limit each counter is: 1 on the first refused request of a window.
    const countsUser = uid !== undefined && limit.perUser > 0;
    const overBy: Promise<number>[] = [];
    if (!(countsUser && limit.perIpSignedOutOnly)) overBy.push(hit('ip', clientIp(req, hostingProxies()), limit.perIp));
    if (countsUser) overBy.push(hit('uid', uid, limit.perUser));
    const excess = await Promise.all(overBy);
    if (excess.some((n) => n > 0)) {
      await refuse(excess, tooManyAttempts);
      return;
    }
    const network = limit.perNetwork === undefined ? null : clientNetwork(req, hostingProxies());
    const shared: [CounterKind, string, number | undefined][] = [
      ['net', network ?? '', network === null ? undefined : limit.perNetwork],
      ['all', bucket, limit.overall],
    ];
    for (const [kind, who, max] of shared) {
      if (max === undefined) continue;
      const over = await hit(kind, who, max);
      if (over > 0) {
        await refuse([over], sharedCeilingReached);
        return;
      }
    }
    next();
  };
}
