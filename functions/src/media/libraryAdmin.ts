// Admin management of the media library (import, list, block, delete, review). Every change clears this
// instance's listing and thumbnail caches so it shows the change at once; others within their cache time.
import { db } from '../data/db.js';
import { blockLibraryEntries, liftLibraryEntryBlock } from '../data/reports.js';
import { releaseStoredMedia } from '../data/storedMedia.js';
import { DomainError } from '../domain/errors.js';
import type {
  LibraryImportBody,
  LibraryImportError,
  LibraryImportResponse,
  LibraryListQuery,
  LibraryListResponse,
} from '../shared/api/schemas/library.js';
import type { ReviewDecisionBody, ReviewDecisionResponse } from '../shared/api/schemas/review.js';
import { setItemPerformers, unpublishItemsNaming } from './itemPerformers.js';
import { parseLibraryFile } from './libraryFile.js';
import { toLibraryItemView } from './libraryItemView.js';
import { decideReview } from './libraryReview.js';
import { deleteLibraryItem, importLibraryRows, listLibraryItems, setLibraryItemBlocked } from './libraryStore.js';
import type { MediaServices } from './mediaServices.js';
import { starCatalogue, type StarCatalogueSource } from '../stars/starCatalogue.js';
import { AVATAR_COLLECTION } from '../shared/api/schemas/library.js';

export interface LibraryAdmin {
  /**
   * A file with row errors imports nothing and says which rows are wrong. `byUid`, the admin importing, is recorded
   * so that they cannot also approve what they added.
   */
  importFile: (file: LibraryImportBody, byUid: string) => Promise<LibraryImportResponse | LibraryImportError>;
  list: (query: LibraryListQuery) => Promise<LibraryListResponse>;
  remove: (id: string) => Promise<void>;
  setBlocked: (id: string, blocked: boolean) => Promise<void>;
  /** A reviewer's decision on a waiting item (an approved item is served from now on). */
  review: (id: string, body: ReviewDecisionBody, reviewerUid: string) => Promise<ReviewDecisionResponse>;
  /** Names the people in an item (their performer records). */
  setPerformers: (id: string, performerIds: readonly string[]) => Promise<string[]>;
  /** After a withdrawn consent: every item naming the record leaves publication and the queue. */
  unpublishItemsNaming: (recordId: string) => Promise<number>;
}

/**
 * The collections admins manage: every star's (retired ones too, so their items can still be cleared) and the avatars'.
 */
export async function managedCollections(catalogue: StarCatalogueSource = starCatalogue): Promise<Set<string>> {
  const { records } = await catalogue.current();
  return new Set([
    AVATAR_COLLECTION,
    ...records.flatMap((star) => [...star.library, ...star.forum].map((c) => c.toLowerCase())),
  ]);
}

/** Refuses a collection no star names (and that is not the avatars'). */
export async function requireManagedCollection(community: string, catalogue?: StarCatalogueSource): Promise<void> {
  if (!(await managedCollections(catalogue)).has(community.toLowerCase()))
    throw new DomainError('invalid', 'communityNotOfCatalogue');
}

/** What an admin's block of a library entry is marked with in `blocked_media` (data/reports.ts). */
const ADMIN_LIBRARY_BLOCK = 'library-block';

export function createLibraryAdmin(services: () => MediaServices): LibraryAdmin {
  const showChanges = async () => {
    services().listing.clear();
    await services().thumbnails.clear();
  };
  return {
    importFile: async ({ format, content }, byUid) => {
      const parsed = parseLibraryFile(content, format, await managedCollections());
      if (!parsed.ok)
        return { ok: false, error: parsed.error, code: 'libraryFileInvalid', rowErrors: parsed.rowErrors };
      const result = await importLibraryRows(db(), parsed.rows, { addedBy: byUid });
      await showChanges();
      return { ok: true, ...result };
    },
    list: async (query) => {
      await requireManagedCollection(query.community);
      const page = await listLibraryItems(db(), {
        community: query.community,
        limit: query.limit,
        servableOnly: false,
        ...(query.after ? { after: query.after } : {}),
      });
      return { ok: true, items: page.items.map(toLibraryItemView), after: page.after };
    },
    remove: async (id) => {
      const removed = await deleteLibraryItem(db(), id);
      if (!removed) throw new DomainError('notFound', 'libraryItemNotFound');
      // An upload's last entry takes its renditions with it.
      if (removed.stored) await releaseStoredMedia(removed.stored.itemId, removed.community);
      // The same link imported again is the same entry: an admin's old block must not hide it unseen.
      await liftLibraryEntryBlock(db(), id, ADMIN_LIBRARY_BLOCK, Date.now());
      await showChanges();
    },
    setBlocked: async (id, blocked) => {
      if (!(await setLibraryItemBlocked(db(), id, blocked))) throw new DomainError('notFound', 'libraryItemNotFound');
      // Listings drop it by their query; the blocklist key makes sessions in progress and favourites drop it too.
      if (blocked) await blockLibraryEntries(db(), [id], ADMIN_LIBRARY_BLOCK, Date.now());
      else await liftLibraryEntryBlock(db(), id, ADMIN_LIBRARY_BLOCK, Date.now());
      await showChanges();
      services().blocklist.invalidate();
    },
    review: async (id, body, reviewerUid) => {
      const decided = await decideReview(id, body, reviewerUid);
      await showChanges();
      return decided;
    },
    setPerformers: (id, performerIds) => setItemPerformers(db(), id, performerIds),
    unpublishItemsNaming: async (recordId) => {
      const unpublished = await unpublishItemsNaming(db(), recordId);
      await showChanges();
      // This instance applies the new blocks at once; the others within their refresh.
      services().blocklist.invalidate();
      return unpublished;
    },
  };
}
