// Where a visitor is (docs/age-assurance.md "Region"): a trusted header, else the bundled IP database,
// else unknown. `source` matters to caching: only a header-decided answer can be keyed by a CDN (Vary).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { normaliseRegion } from './regionPolicy.js';
import { isLookupable } from './ipCountry.js';

export interface ResolvedRegion {
  /** `GB`, `US-TX`, … or null when unknown. */
  region: string | null;
  /** header: a trusted header said; address: the IP database said (or was asked); none: nothing was asked. */
  source: 'header' | 'address' | 'none';
}

export interface RegionSources {
  /** Lower-case header names, first non-empty valid value wins; empty unless the edge proved them its own. */
  headers: readonly string[];
  /** What every answer must vary on while region headers can be read (them and the edge's proof); else empty. */
  varyOn: readonly string[];
  /** The client address by the rate limits' rule, or null. */
  address: string | null;
  lookupCountry: ((ip: string) => Promise<string | null>) | null;
}

/**
 * The header the load balancer adds, set to GEO_EDGE_SECRET, beside the region headers it writes: proof that they
 * are its own. A function is also reachable at its own URL and through Hosting without the balancer, where anyone can
 * send any region header; only a request carrying the secret has its region headers read.
 */
export const EDGE_PROOF_HEADER = 'x-starsession-edge';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `given` is the edge's secret (compared in constant time); never when no secret is configured. */
export function edgeProven(given: string | undefined, secret: string | null): boolean {
  if (!secret || given === undefined) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/** `a, B ,` → ['a','b']: the header list of GEO_REGION_HEADER. */
export function headerNames(spec: string): string[] {
  return spec
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^[a-z0-9-]{1,64}$/.test(name));
}

export async function resolveRegion(req: Request, sources: RegionSources): Promise<ResolvedRegion> {
  for (const name of sources.headers) {
    const region = normaliseRegion(req.get(name));
    if (region) return { region, source: 'header' };
  }
  if (sources.lookupCountry && isLookupable(sources.address)) {
    return { region: await sources.lookupCountry(sources.address), source: 'address' };
  }
  return { region: null, source: 'none' };
}
