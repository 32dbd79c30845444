// The global takedown blocklist as each instance applies it: every BLOCKLIST_REFRESH_MS the instance reads one
// version document (one read), and reads the whole of `blocked_media` only when that version moved (a removal
// bumps it in the same transaction). The set is applied to every page on its way out of the listing cache, so a page
// cached before a removal is filtered too. The instance that records a removal drops its copy at once.
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { blocklistVersion, loadBlockedKeys } from '../data/reports.js';
import { DomainError } from '../domain/errors.js';
import {
  EMPTY_BLOCK_SET,
  isBlockedListingItem,
  isBlockedReportedItem,
  toBlockSet,
  type BlockKey,
  type BlockSet,
} from './blockMatching.js';

import type { HeldItem } from '../shared/api/schemas/sessionRuns.js';
import type { ListingService } from './listingService.js';
import { BLOCKLIST_REFRESH_MS } from './removalReach.js';

export interface Blocklist {
  /** The current set; rejects only when it was never readable. */
  current(): Promise<BlockSet>;
  /** Forget the copy (after this instance recorded a removal). */
  invalidate(): void;
}

/** Where the blocklist lives: its version (moves with every new block) and its keys. */
export interface BlocklistStore {
  version(): Promise<number>;
  keys(): Promise<BlockKey[]>;
}

export function createBlocklist(
  store: BlocklistStore,
  { refreshMs = BLOCKLIST_REFRESH_MS, now = Date.now }: { refreshMs?: number; now?: () => number } = {},
): Blocklist {
  let known: BlockSet | null = null;
  let knownVersion: number | null = null;
  let checkedAtMs = -Infinity;
  let inFlight: Promise<BlockSet> | null = null;

  const reload = async (): Promise<BlockSet> => {
    // The version is read before the keys: a block added in between is in the keys or moves the version again.
    const version = await store.version();
    if (known === null || version !== knownVersion) {
      known = toBlockSet(await store.keys());
      knownVersion = version;
    }
    checkedAtMs = now();
    return known;
  };

  const refresh = (): Promise<BlockSet> => {
    inFlight ??= reload()
      .catch((error: unknown) => {
        // A passing read failure keeps the last good set; with none, the caller must not serve.
        logger.error('reading the media blocklist failed', { error });
        if (known === null) throw error;
        return known;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    current: () => (known !== null && now() - checkedAtMs < refreshMs ? Promise.resolve(known) : refresh()),
    invalidate: () => {
      checkedAtMs = -Infinity;
      knownVersion = null;
    },
  };
}

export function firestoreBlocklist(db: () => Firestore): Blocklist {
  return createBlocklist({ version: () => blocklistVersion(db()), keys: () => loadBlockedKeys(db()) });
}

/** A listing whose pages never hold a blocked item; with no readable blocklist a page is empty (degraded). */
export function withBlocklist(listing: ListingService, blocklist: Blocklist): ListingService {
  return {
    ...listing,
    getPage: async (params) => {
      const result = await listing.getPage(params);
      let blocked: BlockSet;
      try {
        blocked = await blocklist.current();
      } catch {
        return { page: { items: [], after: null }, degraded: true };
      }
      const items = result.page.items.filter((item) => !isBlockedListingItem(item, blocked));
      return items.length === result.page.items.length ? result : { ...result, page: { ...result.page, items } };
    },
  };
}

/** Refuses (404, as for an unknown video) a video-host id that was taken down. */
export async function requireVideoNotBlocked(blocklist: Blocklist, id: string): Promise<void> {
  const blocked = await blocklist.current();
  if (blocked.videos.has(id.toLowerCase())) throw new DomainError('notFound', 'videoNotFound');
}

/**
 * The ids among a running session's items that were taken down since they were listed, so the session drops them
 * (its heartbeat asks). A blocklist never readable here answers none: the listing already serves nothing then.
 */
export async function removedAmong(items: readonly HeldItem[], blocklist: Blocklist): Promise<string[]> {
  if (items.length === 0) return [];
  const blocked = await blocklist.current().catch(() => EMPTY_BLOCK_SET);
  return items
    .filter((item) => isBlockedReportedItem({ url: item.url, sourceId: item.id, postUrl: item.postUrl }, blocked))
    .map((item) => item.id);
}

/** Nothing blocked (unit tests without Firestore). */
export const NO_BLOCKLIST: Blocklist = {
  current: () => Promise.resolve(EMPTY_BLOCK_SET),
  invalidate: () => undefined,
};
