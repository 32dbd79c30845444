// What this request may see (docs/age-assurance.md): its region's rule and whether the browser's proof
// is good here now. Used by the media routes' gate and by GET /api/age/status.
import type { Request } from 'express';
import type { AgePolicy } from '../shared/api/schemas/ageAssurance.js';
import { runningInEmulator } from '../config/runtime.js';
import { openProof, type AgeProof } from './proofToken.js';
import { resolveRegion, type RegionSources, type ResolvedRegion } from './region.js';
import { everyRegionClicks, ruleFor, type RegionPolicies, type RegionRule } from './regionPolicy.js';
import { readSessionCookie } from './sessionCookie.js';

/** Emulator only: the time (epoch ms) a test wants the proof checked at, to see it expire without waiting. */
export const EMULATOR_CLOCK_HEADER = 'x-emulator-now';

export interface AccessConfig {
  policies: RegionPolicies;
  sources: RegionSources;
  proofKey: () => string;
}

export interface AgeAccess {
  policy: AgePolicy;
  rule: RegionRule;
  region: ResolvedRegion;
  /** The browser's proof when it is valid for this region's rule now. */
  proof: AgeProof | null;
  /** When the proof stops working here (the earlier of its own expiry and this region's lifetime). */
  proofValidUntilMs: number | null;
  /** True when the answer can be the same for everyone who shares the URL and the header (a CDN may hold it). */
  sharedCacheable: boolean;
}

/** Now, or in the emulator the time a test names with `x-emulator-now`; a deployed function ignores it. */
export function requestNowMs(req: Request, nowMs: number = Date.now()): number {
  const named = req.get(EMULATOR_CLOCK_HEADER);
  return named !== undefined && runningInEmulator() && /^\d{1,15}$/.test(named) ? Number(named) : nowMs;
}

/** The proof's end in a region: its own `exp`, or sooner when this region allows a shorter life. */
function proofValidUntil(proof: AgeProof, rule: RegionRule): number | null {
  if (rule.policy !== 'verify') return null;
  return Math.min(proof.expiresAtMs, proof.issuedAtMs + rule.lifetimeMinutes * 60_000);
}

export async function ageAccess(req: Request, config: AccessConfig, nowMs: number): Promise<AgeAccess> {
  const region = await resolveRegion(req, config.sources);
  const rule = ruleFor(config.policies, region.region);
  let proof: AgeProof | null = null;
  let proofValidUntilMs: number | null = null;
  const cookie = rule.policy === 'verify' ? readSessionCookie(req) : null;
  if (cookie) {
    const opened = await openProof(cookie, config.proofKey(), nowMs);
    const until = opened ? proofValidUntil(opened, rule) : null;
    if (opened && until !== null && nowMs < until) {
      proof = opened;
      proofValidUntilMs = until;
    }
  }
  // A CDN keys on the URL, the Vary headers and `__session`, never on the address: an answer decided
  // by the address, or one a proof unlocked, must stay private unless every region has the click gate.
  const sharedCacheable =
    everyRegionClicks(config.policies) || (region.source !== 'address' && rule.policy === 'click');
  return { policy: rule.policy, rule, region, proof, proofValidUntilMs, sharedCacheable };
}
