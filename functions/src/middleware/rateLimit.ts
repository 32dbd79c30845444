import type { RequestHandler } from 'express';
import { RATE_LIMITS, type RateLimitBucket } from '../config/rateLimits.js';
import { counterKey, hitCounter } from '../data/rateLimits.js';
import { audit } from '../audit/audit.js';
import { clientIp, hostingProxies } from './clientIp.js';
import { DomainError } from '../domain/errors.js';
import { EMULATOR_RATE_WINDOW_HEADER, rateWindowStart } from './rateWindow.js';

function tooManyAttempts(retryAfterSec: number): DomainError {
  return new DomainError('rateLimited', `Too many attempts. Try again in ${retryAfterSec}s.`);
}

/**
 * Fixed-window limit shared by all function instances (counters live in Firestore). Counts per IP
 * and, behind `authenticate`, per user; 429 with the seconds left in the window when over.
 */
export function rateLimit(bucket: RateLimitBucket, now: () => number = Date.now): RequestHandler {
  const limit = RATE_LIMITS[bucket];
  const windowMs = limit.windowSec * 1000;
  return async (req, res, next) => {
    const nowMs = now();
    const windowStart = rateWindowStart(nowMs, windowMs, req.get(EMULATOR_RATE_WINDOW_HEADER));
    const windowEnd = windowStart + windowMs;
    // How far past its limit each counter is: 1 on the first refused request of a window.
    const overBy: Promise<number>[] = [
      hitCounter(counterKey(bucket, 'ip', clientIp(req, hostingProxies()), windowStart), windowEnd).then(
        (n) => n - limit.perIp,
      ),
    ];
    const uid = req.user?.uid;
    if (uid !== undefined && limit.perUser > 0) {
      overBy.push(hitCounter(counterKey(bucket, 'uid', uid, windowStart), windowEnd).then((n) => n - limit.perUser));
    }
    const excess = await Promise.all(overBy);
    if (excess.some((n) => n > 0)) {
      const retryAfterSec = Math.max(1, Math.ceil((windowEnd - nowMs) / 1000));
      res.set('Retry-After', String(retryAfterSec));
      // One audit record per counter and window: a flood of refused requests must not become a flood of writes.
      if (excess.includes(1)) await audit('rate_limited', { uid: uid ?? null, reason: bucket });
      next(tooManyAttempts(retryAfterSec));
      return;
    }
    next();
  };
}
