// Firestore access for the operator's media library (`library_items`).
import { createHash } from 'node:crypto';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { LibraryImportRow, LibraryMediaType, LibraryReviewState } from '../shared/api/schemas/library.js';
import type { StoredMediaItem } from '../data/storedMedia.js';
import { auditInTransaction } from '../audit/audit.js';
import { DomainError } from '../domain/errors.js';
import { assertPublishable } from './itemPerformers.js';
import type { QueueCursor } from '../data/queueCursor.js';

/**
 * An uploaded item's entry in a community: which stored item it is and what it is served from (copied from
 * stored_media/{itemId}, so a listing signs its links without another read).
 */
export interface StoredRenditionsRef {
  itemId: string;
  renditions: StoredMediaItem['renditions'];
  downloadToken: string | null;
}

/** The stored shape of one library item. `community` is lowercase. */
interface LibraryItemDocumentData {
  community: string;
  url: string;
  type: LibraryMediaType;
  width: number;
  height: number;
  durationSec: number;
  previewUrl: string | null;
  title: string | null;
  blocked: boolean;
  /**
   * New items wait for a reviewer; only approved ones are listed, thumbnailed or served. Items written before review
   * existed have no state: they count as waiting and are served by no path (see `reviewStateOf`).
   */
  review?: LibraryReviewState;
  /** When a reviewer decided, and why (a rejection always says why). */
  reviewedAt?: Timestamp;
  reviewReason?: string;
  createdAt: Timestamp;
  /** Set on uploaded items (`url` is then `stored:{itemId}`, not a link); absent on imported links. */
  stored?: StoredRenditionsRef;
  /**
   * The performer records of everyone in the item (docs/product-rules.md#performer-records). An approval needs at
   * least one, each cleared; absent on items named by nobody yet.
   */
  performerIds?: string[];
  /** True while its approval (or a renaming since) checked its people; older approvals lack it: olderApprovals.ts. */
  peopleCleared?: boolean;
  /** The admin who uploaded or imported it, who may not also approve it; absent on older items and operator imports. */
  addedBy?: string;
}

export type LibraryItemRecord = LibraryItemDocumentData & { id: string };
export const reviewStateOf = (record: Pick<LibraryItemDocumentData, 'review'>): LibraryReviewState =>
  record.review ?? 'pending';

/** Whether visitors may get the item by any path: approved with its people cleared, and not blocked by an admin. */
export const isServable = (record: Pick<LibraryItemDocumentData, 'review' | 'blocked' | 'peopleCleared'>): boolean =>
  record.review === 'approved' && record.peopleCleared === true && !record.blocked;

/** What an uploaded item's entry holds as its url: the stored item it is, not a link. */
const storedItemUrl = (itemId: string) => `stored:${itemId}`;

/** Same community and URL → same id, so importing a file twice adds nothing twice. */
function libraryItemId(community: string, url: string): string {
  return createHash('sha256').update(`${community.toLowerCase()}\n${url}`).digest('hex').slice(0, 20);
}

function collection(db: Firestore) {
  return db.collection(COLLECTIONS.libraryItems);
}

function fromSnapshot(id: string, data: FirebaseFirestore.DocumentData): LibraryItemRecord {
  return { id, ...(data as LibraryItemDocumentData) };
}

/** The entry of a stored item in a community (which may not exist). */
export const storedEntryId = (community: string, itemId: string) => libraryItemId(community, storedItemUrl(itemId));

/** The entries that exist, by id. */
export async function libraryItemsByIds(
  db: Firestore,
  ids: readonly string[],
): Promise<Map<string, LibraryItemRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snaps = await db.getAll(...unique.map((id) => collection(db).doc(id)));
  return new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, fromSnapshot(snap.id, snap.data() ?? {})]] : [])));
}

/**
 * Writes all new rows in one transaction (all or nothing); rows already present are left
 * untouched (an admin's block stays in force).
 */
export async function importLibraryRows(
  db: Firestore,
  rows: readonly LibraryImportRow[],
  { addedBy, now = new Date() }: { addedBy?: string; now?: Date } = {},
): Promise<{ imported: number; skipped: number }> {
  const refs = rows.map((row) => collection(db).doc(libraryItemId(row.community, row.url)));
  return db.runTransaction(async (tx) => {
    const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
    let imported = 0;
    rows.forEach((row, index) => {
      const ref = refs[index];
      if (!ref || existing[index]?.exists) return;
      const data: LibraryItemDocumentData = {
        community: row.community,
        url: row.url,
        type: row.type,
        width: row.width,
        height: row.height,
        durationSec: row.durationSec,
        previewUrl: row.previewUrl ?? null,
        title: row.title ?? null,
        blocked: false,
        review: 'pending',
        createdAt: Timestamp.fromDate(now),
        ...(addedBy ? { addedBy } : {}),
      };
      tx.create(ref, data);
      imported += 1;
    });
    return { imported, skipped: rows.length - imported };
  });
}

/**
 * Lists an uploaded item in a community's library, waiting for review (once: a second upload of the same file changes
 * nothing, so an admin's block and a reviewer's decision stay in force).
 */
export async function indexStoredMedia(
  db: Firestore,
  community: string,
  itemId: string,
  item: Pick<StoredMediaItem, 'kind' | 'width' | 'height' | 'durationSec' | 'renditions' | 'downloadToken'>,
  { performerIds = [], addedBy, now = new Date() }: { performerIds?: readonly string[]; addedBy: string; now?: Date },
): Promise<void> {
  const url = storedItemUrl(itemId);
  const data: LibraryItemDocumentData = {
    community: community.toLowerCase(),
    url,
    type: item.kind,
    width: item.width,
    height: item.height,
    durationSec: item.durationSec,
    previewUrl: null,
    title: null,
    blocked: false,
    review: 'pending',
    createdAt: Timestamp.fromDate(now),
    stored: { itemId, renditions: item.renditions, downloadToken: item.downloadToken },
    ...(performerIds.length > 0 ? { performerIds: [...performerIds] } : {}),
    addedBy,
  };
  try {
    await collection(db).doc(libraryItemId(community, url)).create(data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 6) throw error; // ALREADY_EXISTS: listed before
  }
}

export interface LibraryPageOptions {
  community: string;
  limit: number;
  /** Item id to continue after (exclusive). */
  after?: string;
  /** Visitors' listings: approved, unblocked items only. Admins' lists: every item, in any state. */
  servableOnly: boolean;
}

/** One page in item-id order; `after` is the last id when more may follow. */
export async function listLibraryItems(
  db: Firestore,
  options: LibraryPageOptions,
): Promise<{ items: LibraryItemRecord[]; after: string | null }> {
  let query = collection(db).where('community', '==', options.community.toLowerCase());
  if (options.servableOnly)
    query = query.where('blocked', '==', false).where('review', '==', 'approved').where('peopleCleared', '==', true);
  query = query.orderBy(FieldPath.documentId());
  if (options.after) query = query.startAfter(options.after);
  // One extra document tells whether another page exists.
  const snapshot = await query.limit(options.limit + 1).get();
  const records = snapshot.docs.map((doc) => fromSnapshot(doc.id, doc.data()));
  const items = records.slice(0, options.limit);
  const last = items[items.length - 1];
  return { items, after: records.length > options.limit && last ? last.id : null };
}

/** The entry removed, or null when there was no such item. */
export async function deleteLibraryItem(db: Firestore, id: string): Promise<LibraryItemRecord | null> {
  const ref = collection(db).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    if (!data) return null;
    tx.delete(ref);
    return fromSnapshot(id, data);
  });
}

/** False when there was no such item. */
export async function setLibraryItemBlocked(db: Firestore, id: string, blocked: boolean): Promise<boolean> {
  try {
    await collection(db).doc(id).update({ blocked });
    return true;
  } catch (error) {
    // gRPC NOT_FOUND (5): update() refuses to create a missing document.
    if ((error as { code?: unknown }).code === 5) return false;
    throw error;
  }
}

// ---- Review before publishing (docs/product-rules.md#review) ------------------------------------------

/** The waiting items, oldest first. */
export async function listReviewQueue(
  db: Firestore,
  options: { limit: number; after?: QueueCursor },
): Promise<{ items: LibraryItemRecord[]; after: QueueCursor | null }> {
  let query = collection(db).where('review', '==', 'pending').orderBy('createdAt').orderBy(FieldPath.documentId());
  if (options.after) query = query.startAfter(Timestamp.fromMillis(options.after.createdAtMs), options.after.id);
  const snapshot = await query.limit(options.limit + 1).get();
  const records = snapshot.docs.map((doc) => fromSnapshot(doc.id, doc.data()));
  const items = records.slice(0, options.limit);
  const last = items.at(-1);
  return {
    items,
    after: records.length > options.limit && last ? { createdAtMs: last.createdAt.toMillis(), id: last.id } : null,
  };
}

/** How many items wait (an aggregation: one read per 1,000 items). */
export async function countReviewQueue(db: Firestore): Promise<number> {
  const snapshot = await collection(db).where('review', '==', 'pending').count().get();
  return snapshot.data().count;
}

export interface ReviewDecision {
  review: 'approved' | 'rejected';
  /** Required for a rejection (the schema says so); null when an approval gives none. */
  reason: string | null;
  reviewerUid: string;
}

/**
 * Records a reviewer's decision on a waiting item, audited in the same transaction. Refuses an item that is gone or
 * already decided (two reviewers on one item: the first decision stands).
 */
export async function decideLibraryReview(
  db: Firestore,
  id: string,
  decision: ReviewDecision,
  now: Date = new Date(),
): Promise<LibraryItemRecord> {
  const ref = collection(db).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    if (!data) throw new DomainError('notFound', 'libraryItemNotFound');
    const record = fromSnapshot(id, data);
    if (reviewStateOf(record) !== 'pending') throw new DomainError('conflict', 'reviewAlreadyDecided');
    const approving = decision.review === 'approved';
    // Four eyes: whoever added an item cannot also publish it (a rejection of one's own item is allowed).
    if (approving && record.addedBy === decision.reviewerUid) throw new DomainError('forbidden', 'reviewOwnItem');
    if (approving) await assertPublishable(tx, record.performerIds ?? []);
    const update: Partial<LibraryItemDocumentData> = { review: decision.review, reviewedAt: Timestamp.fromDate(now) };
    if (approving) update.peopleCleared = true;
    if (decision.reason) update.reviewReason = decision.reason;
    tx.update(ref, update);
    auditInTransaction(tx, 'library_review', {
      uid: decision.reviewerUid,
      reason: `${decision.review} ${record.community}/${id}${decision.reason ? `: ${decision.reason}` : ''}`,
      itemId: id,
      community: record.community,
      decision: decision.review,
    });
    return { ...record, ...update };
  });
}
