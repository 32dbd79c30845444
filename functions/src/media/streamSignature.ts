// Signed same-origin stream URLs: a `<video src>` cannot send an ID token, so resolve (which does
// check one) hands out a URL whose HMAC binds the id, quality, expiry, viewer uid and the viewer's
// address bucket (never written into the URL: the server reads it from the request again).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type StreamQuality = 'hd' | 'sd';

export interface StreamGrant {
  id: string;
  quality: StreamQuality;
  uid: string;
  /** Unix seconds. */
  exp: number;
  /** The caller's address bucket (middleware/clientIp.ts), '' when unknown. */
  address: string;
}

function streamSignature(grant: StreamGrant, key: string): string {
  return createHmac('sha256', key)
    .update(['v2', grant.id, grant.quality, String(grant.exp), grant.uid, grant.address].join('\n'))
    .digest('base64url');
}

/** The query string of a signed stream URL (q, exp, v = viewer uid, sig); the address is only signed. */
export function signedStreamQuery(grant: StreamGrant, key: string): string {
  return new URLSearchParams({
    q: grant.quality,
    exp: String(grant.exp),
    v: grant.uid,
    sig: streamSignature(grant, key),
  }).toString();
}

/** True when `sig` is the grant's signature and it has not expired nor lives longer than `maxTtlSec`. */
export function verifyStreamGrant(
  grant: StreamGrant,
  sig: string,
  key: string,
  nowMs: number,
  maxTtlSec: number,
): boolean {
  const nowSec = Math.floor(nowMs / 1000);
  if (!Number.isSafeInteger(grant.exp) || grant.exp <= nowSec || grant.exp > nowSec + maxTtlSec) return false;
  const expected = Buffer.from(streamSignature(grant, key));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
