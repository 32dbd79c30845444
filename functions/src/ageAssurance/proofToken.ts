// The proof of age and the pending check, both short-lived HS256 tokens in the `__session` cookie (the only
// cookie Hosting forwards). The proof holds only {result, threshold, method, provider, region, issuedAt
// (iat), expiresAt (exp)}: never a date of birth, an age, a name, an image, or anything tying it to an account.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AgeProviderId } from '../shared/api/schemas/ageAssurance.js';
import { AGE_ASSURANCE_THRESHOLD } from '../shared/constants.js';

const PROOF_TYPE = 'age-proof+jwt';
const PENDING_TYPE = 'age-pending+jwt';
const ISSUER = 'starsession-age';

export interface AgeProof {
  result: 'over';
  threshold: number;
  /** The provider's name for how the age was checked (e.g. AGE_ESTIMATION, DIGITAL_ID). */
  method: string;
  provider: AgeProviderId;
  /** The region the check was made for. */
  region: string | null;
  issuedAtMs: number;
  expiresAtMs: number;
}

/** A check started in this browser: what the provider's answer must match. */
export interface PendingCheck {
  provider: AgeProviderId;
  /** The provider's session id (Yoti) or our OIDC `state`. */
  sessionId: string;
  /** Random, ours: Yoti's reference_id or the OIDC nonce. Binds the answer to this browser. */
  referenceId: string;
  expiresAtMs: number;
}

/** A pending check's nonce: 16 random bytes, base64url (also a valid Firestore document id). */
const PENDING_NONCE = /^[A-Za-z0-9_-]{22}$/;

const keyBytes = (key: string) => new TextEncoder().encode(key);
const seconds = (ms: number) => Math.floor(ms / 1000);

export async function signProof(proof: AgeProof, key: string): Promise<string> {
  return new SignJWT({
    result: proof.result,
    threshold: proof.threshold,
    method: proof.method,
    provider: proof.provider,
    region: proof.region,
  })
    .setProtectedHeader({ alg: 'HS256', typ: PROOF_TYPE })
    .setIssuer(ISSUER)
    .setIssuedAt(seconds(proof.issuedAtMs))
    .setExpirationTime(seconds(proof.expiresAtMs))
    .sign(keyBytes(key));
}

/** `nonce` names the check's record on the server (`age_pending_checks`), which makes its return single-use. */
export async function signPending(pending: PendingCheck, key: string, nowMs: number, nonce: string): Promise<string> {
  return new SignJWT({ provider: pending.provider, sid: pending.sessionId, ref: pending.referenceId })
    .setProtectedHeader({ alg: 'HS256', typ: PENDING_TYPE })
    .setIssuer(ISSUER)
    .setJti(nonce)
    .setIssuedAt(seconds(nowMs))
    .setExpirationTime(seconds(pending.expiresAtMs))
    .sign(keyBytes(key));
}

async function verified(token: string, key: string, typ: string, nowMs: number) {
  try {
    const { payload } = await jwtVerify(token, keyBytes(key), {
      algorithms: ['HS256'],
      typ,
      issuer: ISSUER,
      currentDate: new Date(nowMs),
      clockTolerance: 0,
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

const isProvider = (value: unknown): value is AgeProviderId => value === 'yoti' || value === 'oidc';

/** The proof a token carries when it is ours, unexpired and says over the threshold; else null. */
export async function openProof(token: string, key: string, nowMs: number): Promise<AgeProof | null> {
  const p = await verified(token, key, PROOF_TYPE, nowMs);
  if (p?.result !== 'over' || typeof p.threshold !== 'number' || p.threshold < AGE_ASSURANCE_THRESHOLD) return null;
  if (typeof p.method !== 'string' || !isProvider(p.provider) || typeof p.iat !== 'number' || typeof p.exp !== 'number')
    return null;
  const region = typeof p.region === 'string' ? p.region : null;
  return {
    result: 'over',
    threshold: p.threshold,
    method: p.method,
    provider: p.provider,
    region,
    issuedAtMs: p.iat * 1000,
    expiresAtMs: p.exp * 1000,
  };
}

export type OpenedPending = PendingCheck & { nonce: string };

/** The pending check a token carries, with its nonce, when it is ours and unexpired; else null. */
export async function openPending(token: string, key: string, nowMs: number): Promise<OpenedPending | null> {
  const p = await verified(token, key, PENDING_TYPE, nowMs);
  if (!p || !isProvider(p.provider) || typeof p.sid !== 'string' || typeof p.ref !== 'string') return null;
  if (typeof p.exp !== 'number' || typeof p.jti !== 'string' || !PENDING_NONCE.test(p.jti)) return null;
  return { provider: p.provider, sessionId: p.sid, referenceId: p.ref, expiresAtMs: p.exp * 1000, nonce: p.jti };
}
