// Each stream link has a request and byte budget (docs/product-rules.md "Video access"): a playing
// video spends a few range requests; a link passed around or scraped runs out and gets 429.
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { releaseStreamBytes, reserveStreamBytes, type StreamSpend } from '../data/streamBudgets.js';
import { DomainError } from '../domain/errors.js';
import { STREAM_LINK_MAX_BYTES, STREAM_LINK_MAX_REQUESTS, STREAM_LINK_SLICE_BYTES } from '../shared/constants.js';

export interface StreamBudgetStore {
  reserve(key: string, expiresAtMs: number, decide: (spent: StreamSpend) => number | null): Promise<number | null>;
  release(key: string, bytes: number): Promise<void>;
}

/** Shared by every instance (Firestore), so a leaked link cannot spread its requests across instances. */
export const firestoreStreamBudget: StreamBudgetStore = {
  reserve: reserveStreamBytes,
  release: releaseStreamBytes,
};

/** The budget's document id: a digest of the link's signature (one link, one budget). */
export function streamBudgetKey(sig: string): string {
  return createHash('sha256').update(sig).digest('hex').slice(0, 40);
}

const BYTE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** How many bytes a Range header asks for: null when it names no end (`bytes=a-`), is absent or is not plain. */
function rangeLength(range: string | undefined): number | null {
  const match = BYTE_RANGE.exec(range?.trim() ?? '');
  const [, first, last] = match ?? [];
  if (first && last) return Math.max(0, Number(last) - Number(first) + 1);
  if (!first && last) return Number(last);
  return null;
}

/**
 * Below this many counted bytes a link's unsent reservations are not given back: most links play one clip in two or
 * three requests and never come near their bytes, so each request writes once (its reservation) instead of twice.
 * Above it they are, so a link is refused for bytes only after it has really sent at least three quarters of them.
 */
export const STREAM_LINK_GIVE_BACK_FROM_BYTES = STREAM_LINK_MAX_BYTES / 4;

/** What a request may send, and whether what it does not send goes back to its link afterwards. */
export interface StreamAllowance {
  bytes: number;
  giveBackUnsent: boolean;
}

/**
 * Counts this request and reserves the bytes it may send, before any upstream byte moves: what its Range asks
 * for, at most STREAM_LINK_SLICE_BYTES and what the link has left. Refuses (429) once the
 * link has spent its requests or bytes.
 */
export async function reserveStreamRequest(
  store: StreamBudgetStore,
  key: string,
  expiresAtMs: number,
  request: { head: boolean; range: string | undefined },
): Promise<StreamAllowance> {
  // A long bounded range (Safari asks for the whole file) is held to one slice too: reserving all it names would
  // refuse the player's parallel range requests until it ends. The shortened 206 lets the player ask on.
  const wanted = request.head
    ? 0
    : Math.min(rangeLength(request.range) ?? STREAM_LINK_SLICE_BYTES, STREAM_LINK_SLICE_BYTES);
  // The transaction may run `decide` more than once: the last run is the one committed.
  let countedAfter = 0;
  const allowance = await store
    .reserve(key, expiresAtMs, (spent) => {
      const left = STREAM_LINK_MAX_BYTES - spent.bytes;
      if (spent.requests >= STREAM_LINK_MAX_REQUESTS || left <= 0) return null;
      const bytes = Math.min(wanted, left);
      countedAfter = spent.bytes + bytes;
      return bytes;
    })
    .catch((error: unknown) => {
      // Only a flood of one link's requests contends this long on its document: refused like a spent link.
      logger.warn('stream budget reservation failed', { error });
      return null;
    });
  if (allowance === null) throw new DomainError('rateLimited', 'streamBudgetSpent');
  return { bytes: allowance, giveBackUnsent: countedAfter > STREAM_LINK_GIVE_BACK_FROM_BYTES };
}

/**
 * The Range to ask upstream so that the answer fits the allowance: an open or too long range is shortened to
 * it (the player asks on from where it ends). A request without Range stays without; its body is cut instead.
 */
export function rangeWithin(range: string | undefined, allowance: number): string | undefined {
  const match = BYTE_RANGE.exec(range?.trim() ?? '');
  const [, first, last] = match ?? [];
  if (!match || allowance <= 0) return range;
  if (first) {
    const end = Number(first) + allowance - 1;
    return `bytes=${first}-${last ? Math.min(Number(last), end) : end}`;
  }
  return last ? `bytes=-${Math.min(Number(last), allowance)}` : range;
}
