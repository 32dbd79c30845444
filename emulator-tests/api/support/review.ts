// The review queue as a reviewer works it: tests arrange published items the way an operator publishes them, the
// people in each named first (a cleared performer record: docs/product-rules.md#performer-records).
import { API_PATHS } from '@shared/api/paths';
import { performerRecordListSchema } from '@shared/api/schemas/performerRecords';
import { reviewQueueResponseSchema, type ReviewItem } from '@shared/api/schemas/review';
import { DEMO_PERFORMER_STAGE_NAME } from '../../../functions/src/tools/demoState.js';
import type { Firestore } from 'firebase-admin/firestore';
import { createLibrarySource } from '../../../functions/src/media/librarySource.js';
import { call } from './http.js';

/** The seeded fictional performer (cleared: its demo ID check passed), whom tests name on the items they publish. */
export async function demoPerformerId(token: string): Promise<string> {
  const res = await call(API_PATHS.adminPerformerRecords, { token });
  if (res.status !== 200) throw new Error(`the performer records answered ${res.status}: ${res.text}`);
  const { records } = performerRecordListSchema.parse(res.json);
  const demo = records.find((r) => r.stageNames.includes(DEMO_PERFORMER_STAGE_NAME) && r.clearance === 'cleared');
  if (!demo) throw new Error('the seed made no cleared demo performer record');
  return demo.id;
}

/** Names the people in an item. */
export async function namePerformers(token: string, itemId: string, performerIds: readonly string[]): Promise<void> {
  const res = await call(`${API_PATHS.adminLibrary}/${itemId}/performers`, {
    method: 'PUT',
    token,
    body: { performerIds },
  });
  if (res.status !== 200) throw new Error(`naming the people in ${itemId} answered ${res.status}: ${res.text}`);
}

/** Every waiting item, page after page, oldest first. */
export async function waitingItems(token: string): Promise<ReviewItem[]> {
  const items: ReviewItem[] = [];
  let after: string | null = null;
  do {
    const res = await call(API_PATHS.adminReview, { token, ...(after ? { query: { after } } : {}) });
    if (res.status !== 200) throw new Error(`the review queue answered ${res.status}: ${res.text}`);
    const page = reviewQueueResponseSchema.parse(res.json);
    items.push(...page.items);
    after = page.after;
  } while (after);
  return items;
}

/** Approves the waiting items `pick` chooses, as the reviewer whose token this is; returns their ids. */
export async function approveWaiting(token: string, pick: (item: ReviewItem) => boolean): Promise<string[]> {
  const chosen = (await waitingItems(token)).filter(pick);
  const performerId = chosen.length > 0 ? await demoPerformerId(token) : '';
  for (const item of chosen) {
    await namePerformers(token, item.id, [performerId]);
    const res = await call(`${API_PATHS.adminReview}/${item.id}`, {
      method: 'POST',
      token,
      body: { decision: 'approve' },
    });
    if (res.status !== 200) throw new Error(`approving ${item.id} answered ${res.status}: ${res.text}`);
  }
  return chosen.map((item) => item.id);
}

/** The links the library provider serves visitors of `community` (imported items only: uploads have no link). */
export async function servedLibraryUrls(db: () => Firestore, community: string): Promise<string[]> {
  const source = createLibrarySource(db, () => {
    throw new Error('an imported item was taken for an upload');
  });
  const page = await source.fetchPage({ sub: community, type: 'top', limit: 100 });
  if (page === 'not-ok') throw new Error('library page failed');
  return page.items.map((item) => item.url ?? '');
}
