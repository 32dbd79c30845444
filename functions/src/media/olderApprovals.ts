// Items published under older rules (docs/product-rules.md#review): approved before the people in them had to be
// named and checked, or written before review existed. The library serves none of them (`isServable` and the listing
// ask for \`peopleCleared\`); this puts them back in the review queue, where a reviewer names the people and decides.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

const BATCH = 400;

/** Run by `npm run deploy:setup`; reads two fields of each item once. Answers how many went back to the queue. */
export async function returnUncheckedItemsToReview(db: Firestore): Promise<number> {
  const snapshot = await db.collection(COLLECTIONS.libraryItems).select('review', 'peopleCleared').get();
  const unchecked = snapshot.docs.filter((doc) => {
    const review: unknown = doc.get('review');
    return review === undefined || (review === 'approved' && doc.get('peopleCleared') !== true);
  });
  for (let start = 0; start < unchecked.length; start += BATCH) {
    const batch = db.batch();
    for (const doc of unchecked.slice(start, start + BATCH)) batch.update(doc.ref, { review: 'pending' });
    await batch.commit();
  }
  return unchecked.length;
}
