import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { libraryListResponseSchema } from '@shared/api/schemas/library';
import { reviewQueueResponseSchema } from '@shared/api/schemas/review';
import { REVIEW_PAGE_SIZE } from '@shared/constants';
import { createUser, idTokenFor, signIn, uniqueEmail } from '../support/auth.js';
import { DEMO_EMAIL, PROJECT_ID } from '../support/env.js';
import { adminAuth, createAdmin } from './support/admin.js';
import { call, failure } from './support/http.js';
import { demoPerformerId, namePerformers, servedLibraryUrls, waitingItems } from './support/review.js';
import { returnUncheckedItemsToReview } from '../../functions/src/media/olderApprovals.js';

// Review before publishing (docs/product-rules.md#review): every new library item waits for a reviewer (an admin
// with the `reviewer` claim) and nothing waiting or rejected is served.
// A collection no other test imports into, so the library test's own listing of its collection stays exact.
const COMMUNITY = 'TaliaBrooksHQ';
// The admin imports; another reviewer decides (whoever added an item may not approve it).
let adminToken: string;
let reviewerToken: string;
let adminApp: App;

beforeAll(async () => {
  adminToken = await idTokenFor(DEMO_EMAIL.admin);
  reviewerToken = await idTokenFor(DEMO_EMAIL.reviewer);
  adminApp = initializeApp({ projectId: PROJECT_ID }, `review-test-${Date.now()}`);
});
afterAll(() => deleteApp(adminApp));

/** Imports link rows as the admin's file would bring them; each becomes a waiting item. */
async function importRows(names: readonly string[]) {
  const rows = names.map((name, i) => ({
    community: COMMUNITY,
    url: `https://cdn.example/review/${name}.jpg`,
    type: 'image',
    width: 800 + i,
    height: 600,
  }));
  const res = await call(API_PATHS.adminLibraryImport, {
    method: 'POST',
    token: adminToken,
    body: { format: 'json', content: JSON.stringify(rows) },
  });
  expect(res.status, res.text).toBe(200);
  return rows.map((row) => row.url);
}

const decide = (id: string, body: unknown, token = reviewerToken) =>
  call(`${API_PATHS.adminReview}/${id}`, { method: 'POST', token, body });

const served = () => servedLibraryUrls(() => getFirestore(adminApp), COMMUNITY);

describe('who reviews', () => {
  it('when an admin without the reviewer role, a member or nobody asks, then the queue and decisions are refused', async () => {
    const plainAdmin = await createAdmin();
    const queue = await call(API_PATHS.adminReview, { token: plainAdmin.idToken });
    expect(queue.status).toBe(403);
    expect(queue.json).toMatchObject({ code: 'reviewersOnly' });
    expect((await decide('abc', { decision: 'approve' }, plainAdmin.idToken)).status).toBe(403);
    expect((await call(API_PATHS.adminReview, { token: await idTokenFor(DEMO_EMAIL.free) })).status).toBe(403);
    expect((await call(API_PATHS.adminReview)).status).toBe(401);

    // A forged `reviewer` claim on a member is no reviewer: reviewing needs the admin claim as well.
    const email = uniqueEmail('member');
    await adminAuth().setCustomUserClaims((await createUser(email)).uid, { reviewer: true });
    expect((await call(API_PATHS.adminReview, { token: (await signIn(email)).idToken })).status).toBe(403);
  });
});

describe('four eyes', () => {
  it('when the admin who imported an item approves it, then 403 with the reason and it stays waiting; another reviewer may approve it', async () => {
    const [url] = await importRows(['own-import']);
    const item = (await waitingItems(reviewerToken)).find((waiting) => waiting.still === url);
    if (!item) throw new Error('the imported row is not waiting');
    await namePerformers(adminToken, item.id, [await demoPerformerId(adminToken)]);
    expect(await decide(item.id, { decision: 'approve' }, adminToken)).toMatchObject(
      failure(403, 'You added this item, so another reviewer must approve it.', 'reviewOwnItem'),
    );
    expect((await waitingItems(reviewerToken)).map((waiting) => waiting.id)).toContain(item.id);
    const stored = await getFirestore(adminApp).collection(COLLECTIONS.libraryItems).doc(item.id).get();
    expect(stored.get('addedBy')).toBe((await adminAuth().getUserByEmail(DEMO_EMAIL.admin)).uid);
    // Another reviewer's approval publishes it.
    expect((await decide(item.id, { decision: 'approve' })).status).toBe(200);
    expect(await served()).toContain(url);
  });
});

describe('the queue and the decisions', () => {
  it('when rows are imported, then they wait unserved, oldest first, and only an approval publishes one', async () => {
    const [approveUrl = '', rejectUrl = ''] = await importRows(['approve-me', 'reject-me']);
    expect(await served()).not.toContain(approveUrl);

    const waiting = await waitingItems(reviewerToken);
    const mine = waiting.filter((item) => item.still === approveUrl || item.still === rejectUrl);
    expect(mine).toHaveLength(2);
    const times = waiting.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const toApprove = mine.find((item) => item.still === approveUrl);
    const toReject = mine.find((item) => item.still === rejectUrl);
    if (!toApprove || !toReject) throw new Error('imported rows are not in the queue');
    expect(toApprove).toMatchObject({ community: COMMUNITY.toLowerCase(), type: 'image', overdue: false, video: null });

    // A rejection names its reason; an empty one is refused and nothing changes.
    const noReason = await decide(toReject.id, { decision: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toMatchObject({ code: 'reviewReasonRequired', error: 'Say why the item is rejected.' });
    expect((await decide(toReject.id, { decision: 'publish' })).status).toBe(400);

    // Nobody named yet: no approval (performer records: performerRecords.test.ts).
    const unnamed = await decide(toApprove.id, { decision: 'approve' });
    expect(unnamed.status).toBe(409);
    expect(unnamed.json).toMatchObject({ code: 'itemNeedsPerformers' });
    await namePerformers(reviewerToken, toApprove.id, [await demoPerformerId(reviewerToken)]);
    const approved = await decide(toApprove.id, { decision: 'approve' });
    expect(approved.json).toEqual({ ok: true, id: toApprove.id, review: 'approved' });
    const rejected = await decide(toReject.id, { decision: 'reject', reason: 'Not ours to publish' });
    expect(rejected.json).toEqual({ ok: true, id: toReject.id, review: 'rejected' });

    // The first decision stands: a second one on either item is refused.
    const again = await decide(toApprove.id, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'reviewAlreadyDecided' });
    expect((await decide('nosuchitem000', { decision: 'approve' })).status).toBe(404);

    const nowServed = await served();
    expect(nowServed).toContain(approveUrl);
    expect(nowServed).not.toContain(rejectUrl);
    const left = await waitingItems(reviewerToken);
    expect(left.map((item) => item.id)).not.toContain(toApprove.id);
    expect(left.map((item) => item.id)).not.toContain(toReject.id);

    // Admins see each item's review in the library list; the decision is stored with its reason and audited.
    const list = await call(API_PATHS.adminLibrary, { token: reviewerToken, query: { community: COMMUNITY } });
    const items = libraryListResponseSchema.parse(list.json).items;
    expect(items.find((item) => item.id === toApprove.id)?.review).toBe('approved');
    expect(items.find((item) => item.id === toReject.id)?.review).toBe('rejected');
    const stored = (await getFirestore(adminApp).collection(COLLECTIONS.libraryItems).doc(toReject.id).get()).data();
    expect(stored).toMatchObject({ review: 'rejected', reviewReason: 'Not ours to publish' });
    const audits = await getFirestore(adminApp)
      .collection(COLLECTIONS.auditEvents)
      .where('kind', '==', 'library_review')
      .get();
    const reasons = audits.docs.map((doc) => String(doc.get('reason')));
    expect(reasons).toContain(`rejected ${COMMUNITY.toLowerCase()}/${toReject.id}: Not ours to publish`);
    expect(reasons).toContain(`approved ${COMMUNITY.toLowerCase()}/${toApprove.id}`);
  });

  it('when an item was published before its people had to be named, then no path serves it until deploy:setup returns it to review and a reviewer approves it', async () => {
    const [olderUrl = ''] = await importRows(['published-under-older-rules']);
    const item = (await waitingItems(reviewerToken)).find((waiting) => waiting.still === olderUrl);
    if (!item) throw new Error('the imported row is not in the queue');
    // What an approval wrote before performer records existed: approved, nobody named, nobody checked.
    const ref = getFirestore(adminApp).collection(COLLECTIONS.libraryItems).doc(item.id);
    await ref.update({ review: 'approved' });
    expect(await served()).not.toContain(olderUrl);
    expect((await waitingItems(reviewerToken)).map((waiting) => waiting.id)).not.toContain(item.id);

    expect(await returnUncheckedItemsToReview(getFirestore(adminApp))).toBeGreaterThanOrEqual(1);
    expect((await waitingItems(reviewerToken)).map((waiting) => waiting.id)).toContain(item.id);
    await namePerformers(reviewerToken, item.id, [await demoPerformerId(reviewerToken)]);
    expect((await decide(item.id, { decision: 'approve' })).status).toBe(200);
    expect(await served()).toContain(olderUrl);
    // A second run finds nothing more to return.
    await returnUncheckedItemsToReview(getFirestore(adminApp));
    expect((await ref.get()).data()).toMatchObject({ review: 'approved', peopleCleared: true });
  });

  it('when more items wait than a page holds, then the cursor pages through each once and the count names them all', async () => {
    const urls = await importRows(Array.from({ length: REVIEW_PAGE_SIZE + 3 }, (_, i) => `paged-${i}`));
    const first = reviewQueueResponseSchema.parse((await call(API_PATHS.adminReview, { token: reviewerToken })).json);
    expect(first.items).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.after).not.toBeNull();
    expect(first.waiting).toBeGreaterThanOrEqual(urls.length);

    const seen = (await waitingItems(reviewerToken)).map((item) => item.still);
    for (const url of urls) expect(seen.filter((still) => still === url)).toHaveLength(1);

    const bad = await call(API_PATHS.adminReview, { token: reviewerToken, query: { after: 'not-a-cursor' } });
    expect(bad.status).toBe(400);
  });
});
