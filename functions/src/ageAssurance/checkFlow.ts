// Start and finish of an age check (docs/age-assurance.md "The pending check"): the pending check goes into this
// browser's cookie on start, and its nonce into a server record bound to the address bucket; on the way back only
// that pending check's answer can become a proof, once, and only from where it was started.
import { createHmac, randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors.js';
import type { AgeCheckOutcome, AgeProviderId } from '../shared/api/schemas/ageAssurance.js';
import { AGE_ASSURANCE_THRESHOLD } from '../shared/constants.js';
import type { AgeAccess } from './access.js';
import type { AgeProvider } from './provider.js';
import { openPending, signPending, signProof, type AgeProof, type PendingCheck } from './proofToken.js';

/** The server's record of started checks (data/agePendingChecks.ts); each answers for a nonce and address hash. */
export interface PendingCheckStore {
  record(nonce: string, addressHash: string, expiresAtMs: number): Promise<void>;
  isOpen(nonce: string, addressHash: string, nowMs: number): Promise<boolean>;
  /** True for exactly one caller: the check is used up. */
  consume(nonce: string, addressHash: string, nowMs: number): Promise<boolean>;
}

export interface FlowDeps {
  key: string;
  nowMs: number;
  provider: (id: AgeProviderId) => AgeProvider;
  offered: readonly AgeProviderId[];
  pendingChecks: PendingCheckStore;
  /** The caller's address bucket (middleware/clientIp.ts), which the pending check is bound to. */
  addressBucket: string;
}

/** Keyed, so the stored hash of an IPv4 address cannot be reversed by trying all 2^32 of them. */
function addressHashOf(deps: FlowDeps): string {
  return createHmac('sha256', deps.key).update(`age-pending-address:${deps.addressBucket}`).digest('base64url');
}

/** The provider's page and the cookie value that remembers the check (valid as long as the check is). */
export async function startCheck(
  access: AgeAccess,
  requested: AgeProviderId | undefined,
  returnUrlFor: (id: AgeProviderId) => string,
  deps: FlowDeps,
): Promise<{ redirectUrl: string; cookie: string; cookieMaxAgeMs: number }> {
  if (access.policy !== 'verify') throw new DomainError('conflict', 'noAgeCheckNeeded');
  // The pending check would take the proof's place in the one cookie.
  if (access.proof !== null) throw new DomainError('conflict', 'ageAlreadyVerified');
  const id = requested ?? deps.offered[0];
  if (!id || !deps.offered.includes(id)) throw new DomainError('invalid', 'ageProviderNotOffered');
  const started = await deps
    .provider(id)
    .start({ returnUrl: returnUrlFor(id), nowMs: deps.nowMs, region: access.region.region });
  const nonce = randomBytes(16).toString('base64url');
  await deps.pendingChecks.record(nonce, addressHashOf(deps), started.pending.expiresAtMs);
  const cookie = await signPending(started.pending, deps.key, deps.nowMs, nonce);
  return { redirectUrl: started.redirectUrl, cookie, cookieMaxAgeMs: started.pending.expiresAtMs - deps.nowMs };
}

export type FinishResult =
  | { outcome: 'passed'; cookie: string; cookieMaxAgeMs: number | null; proof: AgeProof }
  | { outcome: Exclude<AgeCheckOutcome, 'passed'> };

function refusedAsExpired(pending: PendingCheck): FinishResult {
  logger.info('age check refused', { provider: pending.provider, refusal: 'pending-used-or-other-address' });
  return { outcome: 'expired' };
}

/** Turns the provider's answer for this browser's pending check into a proof, or says why not. */
export async function finishCheck(
  access: AgeAccess,
  cookie: string | null,
  params: Readonly<Record<string, string>>,
  deps: FlowDeps,
): Promise<FinishResult> {
  const pending = cookie ? await openPending(cookie, deps.key, deps.nowMs) : null;
  // No pending check in this browser (expired, never started here, or another browser's link).
  if (!pending) return { outcome: 'expired' };
  // Already used (a replayed cookie), or brought back from another address than the one that started it.
  const addressHash = addressHashOf(deps);
  if (!(await deps.pendingChecks.isOpen(pending.nonce, addressHash, deps.nowMs))) return refusedAsExpired(pending);
  const finished = await deps.provider(pending.provider).finish({ params, pending });
  // Still processing: the check stays open for "Check again".
  if (finished.outcome === 'pending') return { outcome: 'pending' };
  // One answer per started check, even for returns racing with the same cookie.
  if (!(await deps.pendingChecks.consume(pending.nonce, addressHash, deps.nowMs))) return refusedAsExpired(pending);
  if (finished.outcome !== 'passed') {
    logger.info('age check refused', { provider: pending.provider, refusal: finished.refusal });
    return { outcome: finished.outcome };
  }
  // The lifetime is the region's; a visitor whose region needs no check gets the shortest sensible one.
  const rule = access.rule.policy === 'verify' ? access.rule : { lifetimeMinutes: 60, perVisit: true };
  const proof: AgeProof = {
    result: 'over',
    threshold: AGE_ASSURANCE_THRESHOLD,
    method: finished.method,
    provider: pending.provider,
    region: access.region.region,
    issuedAtMs: deps.nowMs,
    expiresAtMs: deps.nowMs + rule.lifetimeMinutes * 60_000,
  };
  return {
    outcome: 'passed',
    proof,
    cookie: await signProof(proof, deps.key),
    cookieMaxAgeMs: rule.perVisit ? null : rule.lifetimeMinutes * 60_000,
  };
}
