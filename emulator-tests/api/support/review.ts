// The review queue as a reviewer works it: tests arrange published items the way an operator publishes them.
import { API_PATHS } from '@shared/api/paths';
import { reviewQueueResponseSchema, type ReviewItem } from '@shared/api/schemas/review';
import { call } from './http.js';

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
  for (const item of chosen) {
    const res = await call(`${API_PATHS.adminReview}/${item.id}`, {
      method: 'POST',
      token,
      body: { decision: 'approve' },
    });
    if (res.status !== 200) throw new Error(`approving ${item.id} answered ${res.status}: ${res.text}`);
  }
  return chosen.map((item) => item.id);
}
