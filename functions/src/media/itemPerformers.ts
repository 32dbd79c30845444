// The people in a library item (docs/product-rules.md#performer-records): each item names the performer records of
// everyone in it; an approval needs at least one, every one cleared (read in the approving transaction), and a
// withdrawn consent takes every item naming that record out of publication and out of the queue for good.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { performerRecordsByIds, standingsInTransaction } from '../data/performerRecords.js';
import { blockLibraryEntries } from '../data/reports.js';
import { DomainError } from '../domain/errors.js';
import { publicationBlockers } from '../records/publication.js';
import { COLLECTIONS } from '../shared/collections.js';

const items = (db: Firestore) => db.collection(COLLECTIONS.libraryItems);

/** Refuses unless every named record lets the item be published (read in the approving transaction). */
export async function assertPublishable(tx: Transaction, performerIds: readonly string[]): Promise<void> {
  const blockers = publicationBlockers(performerIds, await standingsInTransaction(tx, performerIds));
  if (blockers.some((blocker) => blocker.reason === 'noneNamed'))
    throw new DomainError('conflict', 'itemNeedsPerformers');
  if (blockers.length > 0) throw new DomainError('conflict', 'itemPerformersNotCleared');
}

/** Refuses names that are not performer records (an upload names its people before any item exists). */
export async function assertPerformersExist(performerIds: readonly string[]): Promise<void> {
  const found = await performerRecordsByIds(performerIds);
  if (performerIds.some((id) => !found.has(id))) throw new DomainError('invalid', 'unknownPerformers');
}

/**
 * Names the people in an item. Each must be a record; an item that is published already stays so only if every
 * record it now names is cleared.
 */
export async function setItemPerformers(db: Firestore, id: string, performerIds: readonly string[]): Promise<string[]> {
  const ref = items(db).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    if (!data) throw new DomainError('notFound', 'libraryItemNotFound');
    const standings = await standingsInTransaction(tx, performerIds);
    if (performerIds.some((recordId) => !standings.has(recordId)))
      throw new DomainError('invalid', 'unknownPerformers');
    // A published item stays published only with every person it now names cleared, checked here.
    const published = data.review === 'approved';
    if (published) await assertPublishable(tx, performerIds);
    tx.update(ref, { performerIds: [...performerIds], ...(published ? { peopleCleared: true } : {}) });
    return [...performerIds];
  });
}

/** What a withdrawn consent leaves on its items: rejected for good, with this reason. */
const CONSENT_WITHDRAWN_REASON = 'Consent withdrawn by a person in it.';
const UNPUBLISH_BATCH = 400;

/**
 * Takes every item naming a record whose consent was withdrawn out of publication (approved ones) and out of the
 * queue (waiting ones): rejected, so no path serves them and no reviewer can approve them again.
 */
export async function unpublishItemsNaming(db: Firestore, recordId: string, now = new Date()): Promise<number> {
  const snapshot = await items(db)
    .where('performerIds', 'array-contains', recordId)
    .where('review', 'in', ['approved', 'pending'])
    .get();
  const update = {
    review: 'rejected',
    reviewReason: CONSENT_WITHDRAWN_REASON,
    reviewedAt: Timestamp.fromDate(now),
    peopleCleared: false,
  };
  for (let start = 0; start < snapshot.docs.length; start += UNPUBLISH_BATCH) {
    const batch = db.batch();
    for (const doc of snapshot.docs.slice(start, start + UNPUBLISH_BATCH)) batch.update(doc.ref, update);
    await batch.commit();
  }
  // Listings no longer serve them; blocked too, so sessions in progress and favourites that hold one drop it.
  const published = snapshot.docs.filter((doc) => doc.get('review') === 'approved').map((doc) => doc.id);
  await blockLibraryEntries(db, published, `consent-withdrawn-${recordId}`, now.getTime());
  return snapshot.size;
}

/** How many items name a record (the custodian's view says where a person appears). */
export async function countItemsNaming(db: Firestore, recordId: string): Promise<number> {
  const snapshot = await items(db).where('performerIds', 'array-contains', recordId).count().get();
  return snapshot.data().count;
}
