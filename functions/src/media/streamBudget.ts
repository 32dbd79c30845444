// Each stream link has a request and byte budget (docs/product-rules.md "Video access"): a playing
// video spends a few range requests; a link passed around or scraped runs out and gets 429.
import { createHash } from 'node:crypto';
import { spendStreamBytes, spendStreamRequest, type StreamSpend } from '../data/streamBudgets.js';
import { DomainError } from '../domain/errors.js';
import { STREAM_LINK_MAX_BYTES, STREAM_LINK_MAX_REQUESTS } from '../shared/constants.js';

const STREAM_BUDGET_SPENT = 'This video link has been used too much. Reload the video.';

export interface StreamBudgetStore {
  spendRequest(key: string, expiresAtMs: number): Promise<StreamSpend>;
  spendBytes(key: string, bytes: number): Promise<void>;
}

/** Shared by every instance (Firestore), so a leaked link cannot spread its requests across instances. */
export const firestoreStreamBudget: StreamBudgetStore = {
  spendRequest: spendStreamRequest,
  spendBytes: spendStreamBytes,
};

/** The budget's document id: a digest of the link's signature (one link, one budget). */
export function streamBudgetKey(sig: string): string {
  return createHash('sha256').update(sig).digest('hex').slice(0, 40);
}

/** Counts this request; refuses (429) once the link has spent its requests or bytes. */
export async function chargeStreamRequest(store: StreamBudgetStore, key: string, expiresAtMs: number): Promise<void> {
  const spent = await store.spendRequest(key, expiresAtMs);
  if (spent.requests > STREAM_LINK_MAX_REQUESTS || spent.bytes >= STREAM_LINK_MAX_BYTES)
    throw new DomainError('rateLimited', STREAM_BUDGET_SPENT);
}
