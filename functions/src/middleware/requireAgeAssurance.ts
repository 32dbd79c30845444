import type { Request, RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { ageAccess, requestNowMs, type AccessConfig } from '../ageAssurance/access.js';
import { configuredAccess } from '../ageAssurance/configured.js';
import { DomainError } from '../domain/errors.js';

/** A shared-cache directive made per-browser: `public, max-age=60, s-maxage=300` → `private, max-age=60`. */
export function privateCacheControl(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^s-maxage=/i.test(part))
    .map((part) => (part.toLowerCase() === 'public' ? 'private' : part))
    .join(', ');
}

/**
 * In front of every route that returns media (listings, thumbnails, video resolve and stream): 451 in a
 * `block` region, and in a `verify` region without a valid proof (docs/age-assurance.md). An answer that
 * depends on where the visitor is or on their proof is kept out of shared caches.
 */
export function requireAgeAssurance(
  config: (req: Request) => AccessConfig = configuredAccess,
  now: () => number = Date.now,
): RequestHandler {
  return async (req, res, next) => {
    const accessConfig = config(req);
    const access = await ageAccess(req, accessConfig, requestNowMs(req, now()));
    if (access.policy === 'block' || (access.policy === 'verify' && !access.proof)) {
      res.set('Cache-Control', 'private, no-store');
      throw new DomainError('legallyRestricted', access.policy === 'block' ? 'regionBlocked' : 'ageCheckRequired');
    }
    // The trusted headers decide the rule: a CDN must key on them, and on the edge's proof, so that a request sent
    // past the balancer with a made-up region header never meets an answer cached for the real one.
    for (const name of accessConfig.sources.varyOn) res.vary(name);
    if (!access.sharedCacheable) {
      onHeaders(res, () => {
        const cacheControl = res.getHeader('Cache-Control');
        if (typeof cacheControl === 'string') res.setHeader('Cache-Control', privateCacheControl(cacheControl));
      });
    }
    next();
  };
}
