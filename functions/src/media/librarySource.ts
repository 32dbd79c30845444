// The library provider: the operator's licensed items from Firestore, shaped like forum posts so
// the shared media pipeline treats them the same way.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { ListingPageParams } from '../shared/media/listingFetcher.js';
import type { ListingItem, ListingPage } from '../shared/media/types.js';
import {
  isServable,
  libraryItemsByIds,
  listLibraryItems,
  type LibraryItemRecord,
  type StoredRenditionsRef,
} from './libraryStore.js';
import type { ListingSource } from './listingSource.js';
import { storedListingItem } from './storedListingItem.js';

/** Signs a link to one rendition of an uploaded item (media/renditionLinks.ts in a deployment). */
export type RenditionLinker = (stored: StoredRenditionsRef, name: string) => string;

// Library cursors reuse the forum's fullname form, so one listing query schema serves every provider.
const CURSOR_PREFIX = 't3_';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function libraryRecordToListingItem(record: LibraryItemRecord, linkTo: RenditionLinker): ListingItem | null {
  const { stored } = record;
  if (stored) {
    const fields = {
      id: record.id,
      name: `${CURSOR_PREFIX}${record.id}`,
      community: record.community,
      createdUtc: Math.floor(record.createdAt.toMillis() / 1000),
      type: record.type,
      durationSec: record.durationSec,
    };
    return storedListingItem(fields, stored, (name) => linkTo(stored, name));
  }
  const still = record.previewUrl ?? (record.type === 'image' ? record.url : null);
  const item: ListingItem = {
    id: record.id,
    name: `${CURSOR_PREFIX}${record.id}`,
    url: record.url,
    url_overridden_by_dest: record.url,
    subreddit: record.community,
    created_utc: Math.floor(record.createdAt.toMillis() / 1000),
  };
  const domain = hostOf(record.url);
  if (domain) item.domain = domain;
  if (record.title) item.title = record.title;
  if (still) {
    const source = { url: still, width: record.width, height: record.height };
    // The operator's previewUrl is the card-size rendition (its size is not recorded).
    const resolutions = record.previewUrl ? [{ url: record.previewUrl, width: 0, height: 0 }] : [];
    item.preview = { images: [{ source, resolutions }] };
  }
  if (record.type === 'video') {
    item.is_video = true;
    item.secure_media = {
      reddit_video: {
        fallback_url: record.url,
        duration: record.durationSec,
        width: record.width,
        height: record.height,
      },
    };
  }
  return item;
}

/** Items in id order (ids are hashes, so the order is stable but unrelated to upload order). */
export function createLibrarySource(db: () => Firestore, linkTo: RenditionLinker): ListingSource {
  async function fetchPage(params: ListingPageParams): Promise<ListingPage | 'not-ok'> {
    // The library has no ranking: top/hot and the timeframe all serve the same catalogue.
    const after = params.after?.startsWith(CURSOR_PREFIX) ? params.after.slice(CURSOR_PREFIX.length) : undefined;
    try {
      const page = await listLibraryItems(db(), {
        community: params.sub,
        limit: params.limit,
        servableOnly: true,
        ...(after ? { after } : {}),
      });
      return {
        items: page.items.flatMap((record) => libraryRecordToListingItem(record, linkTo) ?? []),
        after: page.after ? `${CURSOR_PREFIX}${page.after}` : null,
      };
    } catch (error) {
      // Silent for the visitor (docs/product-rules.md#media-and-thumbnails) but it must show in the logs.
      logger.warn('library listing failed', { sub: params.sub, error });
      return 'not-ok';
    }
  }
  return { provider: 'library', fetchPage };
}

/** A servable library entry as a listing page would hold it (with links made now), and its collection. */
export interface ServableLibraryEntry {
  community: string;
  item: ListingItem;
}

/**
 * The servable entries among `ids` (approved, people cleared, not blocked), each linked afresh: a favourite of an
 * uploaded item keeps links that end with their window, and gets new ones here (domain/favoritesCheck.ts).
 */
export async function servableLibraryEntries(
  db: Firestore,
  ids: readonly string[],
  linkTo: RenditionLinker,
): Promise<Map<string, ServableLibraryEntry>> {
  const records = await libraryItemsByIds(db, ids);
  return new Map(
    [...records.values()].flatMap((record) => {
      if (!isServable(record)) return [];
      const item = libraryRecordToListingItem(record, linkTo);
      return item ? [[record.id, { community: record.community, item }] as const] : [];
    }),
  );
}
