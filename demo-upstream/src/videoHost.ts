// The video host's guest tokens (10-minute lifetime) with a deterministic fault: a flagged token is
// revoked at a fixed lookup, so a client's refresh-on-401 path runs in every demo and test.
import { videoTagsFor } from './art.js';
import { imageUrl, videoUrl, type VideoHostGif } from './catalogueShape.js';

export const GUEST_TOKEN_TTL_MS = 10 * 60_000;

export interface TokenFaultPolicy {
  /** Which tokens get revoked mid-life: only the first one this server issues, every one, or none. */
  revoke: 'first' | 'every' | 'none';
  /** The 1-based gif lookup at which a flagged token is revoked: that lookup and all later ones get 401. */
  atUse: number;
}

export const DEFAULT_TOKEN_FAULT_POLICY: TokenFaultPolicy = { revoke: 'first', atUse: 3 };

export type TokenCheck = 'ok' | 'missing' | 'unknown' | 'expired' | 'revoked';

interface TokenRecord {
  expiresAt: number;
  uses: number;
  flagged: boolean;
  revoked: boolean;
}

function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}

export class GuestTokenStore {
  private readonly tokens = new Map<string, TokenRecord>();
  private issued = 0;

  constructor(
    private readonly now: () => number,
    private readonly policy: TokenFaultPolicy = DEFAULT_TOKEN_FAULT_POLICY,
    private readonly ttlMs: number = GUEST_TOKEN_TTL_MS,
  ) {}

  issue(): { token: string; expiresAt: number } {
    const now = this.now();
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
    this.issued += 1;
    const flagged = this.policy.revoke === 'every' || (this.policy.revoke === 'first' && this.issued === 1);
    const token = randomToken();
    const expiresAt = now + this.ttlMs;
    this.tokens.set(token, { expiresAt, uses: 0, flagged, revoked: false });
    return { token, expiresAt };
  }

  /** Counts one gif lookup made with `token` and says whether it may proceed. */
  use(token: string | null): TokenCheck {
    if (!token) return 'missing';
    const record = this.tokens.get(token);
    if (!record) return 'unknown';
    if (record.expiresAt <= this.now()) return 'expired';
    record.uses += 1;
    if (record.flagged && record.uses >= this.policy.atUse) record.revoked = true;
    return record.revoked ? 'revoked' : 'ok';
  }

  /** Revokes every live token (the `/__demo/tokens/revoke` hook); returns how many. */
  revokeAll(): number {
    let count = 0;
    for (const record of this.tokens.values()) {
      if (!record.revoked) count += 1;
      record.revoked = true;
    }
    return count;
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The `GET /v2/gifs/{id}` body, trimmed to what the host documents plus a few realistic extras. */
export function gifResponse(gif: VideoHostGif, origin: string) {
  const { clip } = gif;
  return {
    gif: {
      id: gif.id,
      type: 1,
      createDate: gif.createDate,
      duration: clip.durationSec,
      width: clip.hd.width,
      height: clip.hd.height,
      hasAudio: false,
      verified: false,
      views: 1000 + (gif.createDate % 90_000),
      likes: gif.createDate % 700,
      tags: videoTagsFor(gif.id),
      userName: gif.userName,
      avgColor: '#3a4a6b',
      urls: {
        hd: videoUrl(origin, gif.id, 'hd'),
        sd: videoUrl(origin, gif.id, 'sd'),
        poster: imageUrl(origin, gif.id, clip.hd.width, clip.hd.height),
        thumbnail: imageUrl(origin, gif.id, clip.sd.width, clip.sd.height),
        vthumbnail: videoUrl(origin, gif.id, 'sd'),
      },
    },
    user: null,
    niches: [],
  };
}
