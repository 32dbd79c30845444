import fc from 'fast-check';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import type {
  AdminOpenReportsResponse,
  AdminReport,
  AdminReportsResponse,
  RemovedFavoritesResponse,
} from '@shared/api/schemas/reports';
import { REPORT_LANE_REASONS, REPORT_LANES, REPORT_REASONS } from '@shared/reports';
import { parseStarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { COLLECTIONS } from '@shared/collections';
import {
  FAVORITES_READ_PAGE_SIZE,
  REPORT_QUEUE_PAGE_SIZE,
  REPORT_TEXT_MAX_CHARS,
  SESSION_HELD_ITEMS_MAX,
} from '@shared/constants';
import { createImageSelector } from '@shared/media/imageSelection';
import { listingItemsToMediaItems } from '@shared/media/toMediaItems';
import type { ListingItem } from '@shared/media/types';
import { RATE_LIMITS } from '../../functions/src/config/rateLimits.js';
import { createUser, signIn, uniqueEmail, type SignedIn } from '../support/auth.js';
import { DEMO_EMAIL, DEMO_UPSTREAM_HOST } from '../support/env.js';
import { adminDb, createAdmin, liftBlocksOf } from './support/admin.js';
import { call, failure, ownRateWindow, randomIp } from './support/http.js';
import { allOpenReports, openReportsIn } from './support/reportsQueue.js';
import { signReportItem } from './support/secrets.js';
import { beatRun, runDoc, startedRun } from './support/sessionRuns.js';

const COMMUNITY = 'IvyCastellClub';
// The web's selector: the forum's hosts and the demo source.
const selector = createImageSelector({ extraHosts: [DEMO_UPSTREAM_HOST] });
const STAR = 'ivy-castell';

let admin: SignedIn;
let free: SignedIn;
beforeAll(async () => {
  [admin, free] = await Promise.all([createAdmin(), signIn(DEMO_EMAIL.free)]);
});

// Removals made here must not leak into the other files' listings: lifted, and waited out until every
// function instance has read the blocklist again (it refreshes within 15 s).
const blockedByThisFile: string[] = [];
let removedPostId: string | null = null;
afterAll(async () => {
  await liftBlocksOf(blockedByThisFile);
  const lifted = removedPostId;
  if (lifted === null) return;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(16_000);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if ((await communityItems()).some((item) => item.id === lifted)) return;
    await sleep(2_000);
  }
  throw new Error(`post ${lifted} did not come back after its block was lifted`);
}, 60_000);

const panelReport = (overrides: Record<string, unknown> = {}) => ({
  origin: 'session',
  url: 'http://127.0.0.1:9010/media/img/report-test-400x600.png',
  source: 'forum',
  sourceId: 'zz9test_0',
  postUrl: 'http://127.0.0.1:9010/r/IvyCastellClub/comments/zz9test/t/',
  reason: 'underage',
  ...overrides,
});

async function queue(token = admin.idToken): Promise<AdminReportsResponse> {
  const res = await call(API_PATHS.adminReports, { token });
  expect(res.status).toBe(200);
  return res.json as AdminReportsResponse;
}

async function openReportWith(url: string): Promise<AdminReport> {
  const found = (await allOpenReports(admin.idToken)).find((r) => r.url === url);
  if (!found) throw new Error(`no open report for ${url}`);
  return found;
}

const decide = (id: string, decision: string, token = admin.idToken) =>
  call(API_PATHS.adminReportDecision, { token, body: { id, decision } });

describe('POST /api/reports input', () => {
  it.each([
    ['no body', undefined, 'origin must be session, favorites or removalRequest.'],
    ['an unknown origin', panelReport({ origin: 'email' }), 'origin must be session, favorites or removalRequest.'],
    ['a javascript: url', panelReport({ url: 'javascript:alert(1)' }), 'url must be an http(s) address.'],
    [
      'an unknown reason',
      panelReport({ reason: 'boring' }),
      'reason must be one of: ncii, underage, nonConsensual, depictsMe, illegal, other.',
    ],
    ['an unknown source', panelReport({ source: 'ad' }), 'source must be one of: forum, videohost, library.'],
    [
      'text over the limit',
      panelReport({ text: 'x'.repeat(REPORT_TEXT_MAX_CHARS * 2 + 1) }),
      `text must be ${REPORT_TEXT_MAX_CHARS * 2} characters or fewer.`,
    ],
    [
      'a removal request without a URL',
      { origin: 'removalRequest', reason: 'other' },
      'url must be an http(s) address.',
    ],
    [
      'a removal request with a bad contact',
      { origin: 'removalRequest', url: 'https://x.example/a.jpg', reason: 'other', contact: 'me' },
      'contact must be an email address.',
    ],
  ])('when it has %s, then 400 with a readable message and nothing is stored', async (_label, body, message) => {
    const before = (await adminDb().collection(COLLECTIONS.reports).count().get()).data().count;
    expect(await call(API_PATHS.reports, { body: body ?? {}, method: 'POST' })).toMatchObject(failure(400, message));
    expect((await adminDb().collection(COLLECTIONS.reports).count().get()).data().count).toBe(before);
  });

  it('when an extra field is sent (a forged status or uid), then it is refused', async () => {
    const res = await call(API_PATHS.reports, { body: panelReport({ status: 'removed', uid: free.uid }) });
    expect(res.status).toBe(400);
  });
});

describe('arbitrary input', () => {
  const field = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null), fc.boolean());
  const body = fc.record(
    {
      origin: fc.oneof(fc.constantFrom('session', 'favorites', 'removalRequest'), fc.string({ maxLength: 12 })),
      url: fc.oneof(fc.webUrl(), field),
      source: fc.oneof(fc.constantFrom('forum', 'videohost', 'library'), field),
      sourceId: field,
      postUrl: fc.oneof(fc.webUrl(), field),
      reason: fc.oneof(fc.constantFrom('underage', 'other'), field),
      text: field,
      contact: fc.oneof(fc.emailAddress(), field),
    },
    { requiredKeys: [] },
  );

  it('when reports, decisions and exports get arbitrary input, then every answer is < 500', async () => {
    // An admin of its own: these calls use up an admin's per-minute budget.
    const fuzzer = await createAdmin();
    await fc.assert(
      fc.asyncProperty(body, fc.string({ maxLength: 20 }), async (report, text) => {
        const answers = await Promise.all([
          call(API_PATHS.reports, { body: report }),
          call(API_PATHS.adminReportDecision, { token: fuzzer.idToken, body: { id: text, decision: text } }),
          call(API_PATHS.adminReportsExport, { token: fuzzer.idToken, query: { month: text } }),
        ]);
        for (const res of answers) expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});

describe('POST /api/reports', () => {
  it('when a signed-in viewer reports a panel item, then it is queued open with the item, and no reporter id is kept', async () => {
    const url = `http://127.0.0.1:9010/media/img/panel-${Date.now()}-400x600.png`;
    const res = await call(API_PATHS.reports, {
      token: free.idToken,
      body: panelReport({ url, text: '  <b>looks young</b> ' }),
    });
    expect(res).toMatchObject({ status: 201, json: { ok: true } });
    const stored = await adminDb().collection(COLLECTIONS.reports).where('url', '==', url).get();
    expect(stored.size).toBe(1);
    const data = stored.docs[0]?.data() ?? {};
    expect(Object.keys(data).sort()).toEqual(
      [
        'blockKeys',
        'contact',
        'createdAt',
        'decidedAt',
        'origin',
        'postUrl',
        'reason',
        'source',
        'sourceId',
        'status',
        'text',
        'url',
      ].sort(),
    );
    expect(data).toMatchObject({
      status: 'open',
      origin: 'session',
      sourceId: 'zz9test_0',
      text: 'blooks young/b',
      contact: null,
    });
    expect(JSON.stringify(data)).not.toContain(free.uid);
  });

  it('when a signed-out visitor sends a removal request, then it is queued with the contact they gave', async () => {
    const url = `https://elsewhere.example/clip-${Date.now()}.mp4`;
    const res = await call(API_PATHS.reports, {
      body: { origin: 'removalRequest', url, reason: 'depictsMe', contact: 'me@mail.example' },
    });
    expect(res.status).toBe(201);
    expect(await openReportWith(url)).toMatchObject({
      origin: 'removalRequest',
      contact: 'me@mail.example',
      source: null,
    });
  });

  it('when one address sends more than the hourly limit, then 429 with Retry-After; another address still may', async () => {
    const ip = randomIp();
    const rateWindowStart = ownRateWindow();
    const send = (from: string) => call(API_PATHS.reports, { body: panelReport(), ip: from, rateWindowStart });
    for (let i = 0; i < RATE_LIMITS.report.perIp; i++) expect((await send(ip)).status).toBe(201);
    const refused = await send(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(randomIp())).status).toBe(201);
  });
});

describe('admin queue', () => {
  it('when there is no token, then 401; when the caller is not an admin, then 403 for the queue, decisions and export', async () => {
    expect(await call(API_PATHS.adminReports)).toMatchObject(failure(401, 'Not signed in'));
    expect(await call(API_PATHS.adminReports, { token: free.idToken })).toMatchObject(failure(403, 'Admins only.'));
    expect(
      await call(API_PATHS.adminReportsExport, { token: free.idToken, query: { month: '2026-11' } }),
    ).toMatchObject(failure(403, 'Admins only.'));
    const url = `http://127.0.0.1:9010/media/img/nonadmin-${Date.now()}-400x600.png`;
    await call(API_PATHS.reports, { body: panelReport({ url }) });
    const report = await openReportWith(url);
    expect(await decide(report.id, 'remove', free.idToken)).toMatchObject(failure(403, 'Admins only.'));
    expect((await openReportWith(url)).status).toBe('open');
  });

  it('when a decision names no report, a bad id or an unknown decision, then it is refused', async () => {
    expect(await decide('NoSuchReport123', 'remove')).toMatchObject(failure(404, 'This report does not exist.'));
    expect((await decide('../users/x', 'remove')).status).toBe(400);
    expect(await decide('abc', 'delete')).toMatchObject(failure(400, 'decision must be one of: remove, dismiss.'));
  });

  it('when an admin dismisses, then nothing is blocked and a second decision is refused (409)', async () => {
    const url = `http://127.0.0.1:9010/media/img/dismiss-${Date.now()}-400x600.png`;
    await call(API_PATHS.reports, { body: panelReport({ url }) });
    const report = await openReportWith(url);
    expect(await decide(report.id, 'dismiss')).toMatchObject({
      status: 200,
      json: { ok: true, status: 'dismissed', blocked: 0 },
    });
    expect(await decide(report.id, 'remove')).toMatchObject(failure(409, 'This report has already been decided.'));
    const blocked = await adminDb().collection(COLLECTIONS.blockedMedia).where('reportId', '==', report.id).get();
    expect(blocked.size).toBe(0);
    expect((await queue()).recent.find((r) => r.id === report.id)).toMatchObject({ status: 'dismissed' });
  });

  it('when reports of every reason come in, then each lands in its lane: a non-consent request on top with its 48 hours, junk apart', async () => {
    const run = Date.now();
    const urlOf = (reason: string) => `https://example.com/lanes-${run}-${reason}.jpg`;
    for (const reason of REPORT_REASONS)
      expect(
        (await call(API_PATHS.reports, { body: { origin: 'removalRequest', url: urlOf(reason), reason } })).status,
      ).toBe(201);
    const before = (await queue()).counts;
    for (const lane of REPORT_LANES) {
      const mine = (await openReportsIn(lane, admin.idToken)).filter((r) => r.url.includes(`lanes-${run}-`));
      expect(mine.map((r) => r.reason).sort()).toEqual([...REPORT_LANE_REASONS[lane]].sort());
      expect(before[lane]).toBeGreaterThanOrEqual(mine.length);
    }
    expect((await call(API_PATHS.adminReportsOpen, { token: admin.idToken, query: { lane: 'junk' } })).status).toBe(
      400,
    );
    expect((await call(API_PATHS.adminReportsOpen, { token: free.idToken, query: { lane: 'ncii' } })).status).toBe(403);
  });

  it('when more reports are open in a lane than a page holds, then the cursor pages through each once', async () => {
    const run = Date.now();
    for (let i = 0; i < REPORT_QUEUE_PAGE_SIZE + 2; i += 1)
      await adminDb()
        .collection(COLLECTIONS.reports)
        .add({
          origin: 'removalRequest',
          url: `https://example.com/paged-${run}-${i}.jpg`,
          source: null,
          sourceId: null,
          postUrl: null,
          reason: 'other',
          text: '',
          contact: null,
          createdAt: Timestamp.fromMillis(run - 60_000),
          status: 'open',
          decidedAt: null,
          blockKeys: [],
        });
    const first = await call(API_PATHS.adminReportsOpen, { token: admin.idToken, query: { lane: 'other' } });
    const page = first.json as AdminOpenReportsResponse;
    expect(page.open).toHaveLength(REPORT_QUEUE_PAGE_SIZE);
    expect(page.after).not.toBeNull();
    const all = (await openReportsIn('other', admin.idToken)).filter((r) => r.url.includes(`paged-${run}-`));
    expect(new Set(all.map((r) => r.id)).size).toBe(REPORT_QUEUE_PAGE_SIZE + 2);
    expect(all).toHaveLength(REPORT_QUEUE_PAGE_SIZE + 2);

    // Junk goes in bulk: dismissed at once, nothing blocked; a decided or unknown id is skipped, not an error.
    const ids = all.map((r) => r.id);
    const dismissed = await call(API_PATHS.adminReportsDismiss, {
      token: admin.idToken,
      body: { ids: [...ids.slice(0, 10), ids[0], 'NoSuchReport123'] },
    });
    expect(dismissed.json).toEqual({ ok: true, dismissed: 10, skipped: 1 });
    const again = await call(API_PATHS.adminReportsDismiss, { token: admin.idToken, body: { ids: ids.slice(0, 3) } });
    expect(again.json).toEqual({ ok: true, dismissed: 0, skipped: 3 });
    const left = (await openReportsIn('other', admin.idToken)).filter((r) => r.url.includes(`paged-${run}-`));
    expect(left).toHaveLength(REPORT_QUEUE_PAGE_SIZE + 2 - 10);
    const blocked = await adminDb()
      .collection(COLLECTIONS.blockedMedia)
      .where('reportId', 'in', ids.slice(0, 10))
      .get();
    expect(blocked.size).toBe(0);

    expect(await call(API_PATHS.adminReportsDismiss, { token: admin.idToken, body: { ids: [] } })).toMatchObject(
      failure(400, 'Choose at least one report.'),
    );
    expect(
      (await call(API_PATHS.adminReportsDismiss, { token: free.idToken, body: { ids: ids.slice(10, 11) } })).status,
    ).toBe(403);
  });
});

/** Every item of the community's top and hot listings, following the cursors (a few pages). */
async function communityItems(): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  for (const type of ['top', 'hot']) {
    let after = '';
    for (let pageNo = 0; pageNo < 5; pageNo += 1) {
      const res = await call(API_PATHS.listing, {
        query: { sub: COMMUNITY, type, limit: '60', ...(after ? { after } : {}) },
      });
      expect(res.status).toBe(200);
      const page = res.json as { items: ListingItem[]; after: string | null };
      items.push(...page.items);
      after = page.after ?? '';
      if (after === '') break;
    }
  }
  return items;
}

async function starThumbnail(): Promise<string> {
  const res = await call(API_PATHS.starThumbnails);
  return parseStarThumbnailsResponse(res.json)?.thumbnails[STAR] ?? '';
}

describe('removing an item', () => {
  it("when an admin removes the item on a star's card, then no listing of its community, nor the card, serves it", async () => {
    const thumbnail = await starThumbnail();
    const path = new URL(thumbnail).pathname;
    const carrier = (await communityItems()).find((item) => JSON.stringify(item).includes(path));
    if (!carrier) throw new Error('no listed post carries the card image');

    // Reported as the app does: one of the post's media items as the listing served it, with its signature.
    const [item] = listingItemsToMediaItems([carrier], { selector });
    if (!item?.reportSig) throw new Error('the listing did not sign the carrier');
    const body = { url: item.srcUrl, sourceId: item.id, postUrl: item.postUrl, itemSig: item.reportSig };
    expect((await call(API_PATHS.reports, { body: panelReport(body) })).status).toBe(201);
    const report = await openReportWith(item.srcUrl);
    expect(report.blockKeys).toContainEqual({ kind: 'post', value: carrier.id });
    blockedByThisFile.push(report.id);
    removedPostId = carrier.id;
    const decided = await decide(report.id, 'remove');
    expect(decided).toMatchObject({ status: 200, json: { ok: true, status: 'removed' } });
    expect((decided.json as { blocked: number }).blocked).toBe(report.blockKeys.length);

    // Another emulator worker may hold the list for its refresh time (15 s).
    await expect
      .poll(
        async () =>
          (await communityItems()).filter((item) => item.id === carrier.id || JSON.stringify(item).includes(path))
            .length,
        {
          timeout: 30_000,
          interval: 2_000,
        },
      )
      .toBe(0);
    await expect.poll(starThumbnail, { timeout: 30_000, interval: 2_000 }).not.toBe(thumbnail);
    expect(await starThumbnail()).toMatch(/^http/);
  });
});

describe('what a Remove blocks', () => {
  it("when a report pairs a file with someone else's post, unsigned or with that post's own signature, then the queue shows and Remove blocks the file alone", async () => {
    const page = await call(API_PATHS.listing, { query: { sub: COMMUNITY, type: 'hot', limit: '10' } });
    const served = listingItemsToMediaItems((page.json as { items: ListingItem[] }).items, { selector });
    const [victim] = served;
    if (!victim) throw new Error('the listing served no item');
    // Unsigned first, then with the listing's signature of the post's own item (not of this file).
    for (const itemSig of [undefined, victim.reportSig ?? 'the listing signed nothing']) {
      const file = `127.0.0.1:9010/media/img/pairing-${Date.now()}-${itemSig ? 'sig' : 'bare'}.png`;
      const url = `http://${file}`;
      const body = { url, sourceId: victim.id, postUrl: victim.postUrl, ...(itemSig ? { itemSig } : {}) };
      expect((await call(API_PATHS.reports, { body: panelReport(body) })).status).toBe(201);
      const report = await openReportWith(url);
      blockedByThisFile.push(report.id);
      expect(await decide(report.id, 'remove')).toMatchObject({ status: 200, json: { status: 'removed' } });
      const blocked = await adminDb().collection(COLLECTIONS.blockedMedia).where('reportId', '==', report.id).get();
      expect(blocked.docs.map((d) => `${String(d.get('kind'))}:${String(d.get('value'))}`)).toEqual([`url:${file}`]);
      expect((await queue()).recent.find((r) => r.id === report.id)?.blockKeys).toEqual([{ kind: 'url', value: file }]);
    }
  });
});

/** Saves favourites the way the app does (users/{uid}/favorites), newest first in the given order. */
async function saveFavourites(uid: string, favourites: { id: string; srcUrl: string; postUrl: string | null }[]) {
  const col = adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites);
  await Promise.all(
    favourites.map((fav, i) =>
      col.doc(fav.id).set({
        ...fav,
        type: 'image',
        previewUrl: null,
        durationSec: 0,
        width: 400,
        height: 600,
        source: 'forum',
        createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
      }),
    ),
  );
}

/** Newer favourites than any saved with saveFavourites, whose ids sort first: more than the check reads at once. */
async function saveManyNewerFavourites(uid: string, count: number) {
  const col = adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.favorites);
  const newest = Date.now() + 60_000;
  for (let start = 0; start < count; start += 500) {
    const batch = adminDb().batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      const id = `a${String(i).padStart(5, '0')}`;
      batch.set(col.doc(id), {
        id,
        srcUrl: `http://127.0.0.1:9010/media/img/fav-filler-${id}-400x600.png`,
        postUrl: null,
        type: 'image',
        previewUrl: null,
        durationSec: 0,
        width: 400,
        height: 600,
        source: 'forum',
        createdAt: Timestamp.fromMillis(newest - i),
      });
    }
    await batch.commit();
  }
}

const removedFavourites = (token?: string) => call(API_PATHS.favoritesRemoved, token === undefined ? {} : { token });

describe('GET /api/favorites/removed', () => {
  it('when there is no token or a bad one, then 401', async () => {
    expect((await removedFavourites()).status).toBe(401);
    expect((await removedFavourites('not-a-token')).status).toBe(401);
  });

  it("when an admin removes an item, then exactly the caller's favourites of it (by file or by post) are named removed, however many they keep, and nobody else's", async () => {
    const [saver, other] = await Promise.all([
      createUser(uniqueEmail('fav-removed')),
      createUser(uniqueEmail('fav-kept')),
    ]);
    const stamp = Date.now().toString(36);
    const post = `zz${stamp}`;
    const file = `http://127.0.0.1:9010/media/img/fav-removed-${stamp}-400x600.png`;
    const kept = `http://127.0.0.1:9010/media/img/fav-kept-${stamp}-400x600.png`;
    await saveFavourites(saver.uid, [
      // The same file as reported, signed with another query string.
      { id: `${post}_0`, srcUrl: `${file}?s=other`, postUrl: null },
      // Another image of the removed post (a gallery goes as a whole).
      { id: `${post}_1`, srcUrl: `http://127.0.0.1:9010/media/img/fav-sibling-${stamp}.png`, postUrl: null },
      { id: `kept${stamp}`, srcUrl: kept, postUrl: `http://127.0.0.1:9010/r/IvyCastellClub/comments/k${stamp}/t/` },
    ]);
    // The removed ones are the oldest and the last by id, behind more than two pages of others.
    await saveManyNewerFavourites(saver.uid, 2 * FAVORITES_READ_PAGE_SIZE + 5);
    await saveFavourites(other.uid, [{ id: `kept${stamp}`, srcUrl: kept, postUrl: null }]);
    expect(await removedFavourites(saver.idToken)).toMatchObject({ status: 200, json: { ok: true, removed: [] } });

    // The favourite kept the listing's signature when it was saved; the viewer's report sends it.
    const itemSig = signReportItem(file, `${post}_0`, null);
    await call(API_PATHS.reports, {
      token: saver.idToken,
      body: panelReport({ origin: 'favorites', url: file, sourceId: `${post}_0`, postUrl: null, itemSig }),
    });
    const report = await openReportWith(file);
    blockedByThisFile.push(report.id);
    expect(await decide(report.id, 'remove')).toMatchObject({ status: 200, json: { status: 'removed' } });

    // Another emulator worker may hold the blocklist for its refresh time (15 s).
    await expect
      .poll(async () => ((await removedFavourites(saver.idToken)).json as RemovedFavoritesResponse).removed.sort(), {
        timeout: 30_000,
        interval: 2_000,
      })
      .toEqual([`${post}_0`, `${post}_1`]);
    const res = await removedFavourites(other.idToken);
    expect(res).toMatchObject({ status: 200, json: { ok: true, removed: [] } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when one user asks more often than the limit allows, then 429', async () => {
    const asker = await createUser(uniqueEmail('fav-removed-often'));
    const window = ownRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.favoritesRemoved.perUser; i += 1) {
      statuses.push((await call(API_PATHS.favoritesRemoved, { token: asker.idToken, rateWindowStart: window })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/sessions/heartbeat: a removal reaches a running session', () => {
  const heldItem = (id: string, url: string) => ({ id, url, postUrl: null });

  /** A viewer reports the panel's `file` and the admin removes it (lifted after this file). */
  async function removeOnReport(file: string, sourceId: string): Promise<void> {
    await call(API_PATHS.reports, {
      body: panelReport({ url: file, sourceId, postUrl: null, itemSig: signReportItem(file, sourceId, null) }),
    });
    const report = await openReportWith(file);
    blockedByThisFile.push(report.id);
    expect(await decide(report.id, 'remove')).toMatchObject({ status: 200, json: { status: 'removed' } });
  }

  /** What the beats answer removed, once every emulator worker has had its blocklist refresh (15 s). */
  const removedByNextBeats = (beat: () => Promise<{ json: unknown }>) =>
    expect.poll(async () => ((await beat()).json as { removed?: string[] }).removed, {
      timeout: 30_000,
      interval: 2_000,
    });

  it('when a session holds an item an admin then removes, then its next heartbeats name it removed, and only it', async () => {
    const viewer = await createUser(uniqueEmail('held-viewer'));
    const runId = await startedRun(viewer);
    const stamp = Date.now().toString(36);
    const file = `http://127.0.0.1:9010/media/img/held-removed-${stamp}-400x600.png`;
    const held = [
      heldItem(`hr${stamp}_0`, file),
      heldItem(`hk${stamp}_0`, `http://127.0.0.1:9010/media/img/held-kept-${stamp}.png`),
    ];
    const beat = async () => beatRun(viewer.idToken, { runId, shown: 1, held });
    expect(await beat()).toMatchObject({ status: 200, json: { ok: true, removed: [] } });

    await removeOnReport(file, `hr${stamp}_0`);
    await removedByNextBeats(beat).toEqual([`hr${stamp}_0`]);
  });

  it('when the session is paused, then its beats still name a removed item but count no play time; once the run ended, they are refused', async () => {
    const viewer = await createUser(uniqueEmail('held-paused'));
    const runId = await startedRun(viewer);
    const stamp = Date.now().toString(36);
    const file = `http://127.0.0.1:9010/media/img/held-paused-${stamp}-400x600.png`;
    const held = [heldItem(`hp${stamp}_0`, file)];
    const pausedBeat = async () => beatRun(viewer.idToken, { runId, shown: 3, held, paused: true });
    expect(await pausedBeat()).toMatchObject({ status: 200, json: { ok: true, removed: [] } });

    await removeOnReport(file, `hp${stamp}_0`);
    await removedByNextBeats(pausedBeat).toEqual([`hp${stamp}_0`]);
    const run = (await runDoc(viewer.uid).get()).data();
    expect(run).toMatchObject({ playedMs: 0, shown: 0 });
    expect(run?.lastBeatAt).toEqual(run?.startedAt);

    expect(await beatRun(viewer.idToken, { runId, shown: 3, held, paused: 'yes' })).toMatchObject(
      failure(400, 'paused must be true or false.'),
    );
    // A newer start replaces the run: the old one's paused beats are refused like its playing ones.
    await startedRun(viewer);
    expect(await pausedBeat()).toMatchObject(failure(409, 'This session is no longer running. Start a new one.'));
  });

  it('when the held items are too many or malformed, then 400 with the reason, and the run is untouched', async () => {
    const viewer = await createUser(uniqueEmail('held-bad'));
    const runId = await startedRun(viewer);
    const many = Array.from({ length: SESSION_HELD_ITEMS_MAX + 1 }, (_, i) =>
      heldItem(`m${i}`, `https://media.test/m${i}.jpg`),
    );
    expect(await beatRun(viewer.idToken, { runId, shown: 0, held: many })).toMatchObject(
      failure(400, `held must name ${SESSION_HELD_ITEMS_MAX} items or fewer.`),
    );
    expect(await beatRun(viewer.idToken, { runId, shown: 0, held: 'everything' })).toMatchObject(
      failure(400, 'held must be a list of items.'),
    );
    expect(
      (await beatRun(viewer.idToken, { runId, shown: 0, held: [heldItem('x', 'javascript:alert(1)')] })).status,
    ).toBe(400);
    expect((await runDoc(viewer.uid).get()).get('lastBeatAt')).toEqual(
      (await runDoc(viewer.uid).get()).get('startedAt'),
    );
  });
});

describe('GET /api/admin/reports/export', () => {
  it('when the month is malformed, then 400', async () => {
    expect(
      await call(API_PATHS.adminReportsExport, { token: admin.idToken, query: { month: '2026-13' } }),
    ).toMatchObject(failure(400, 'month must be a month as YYYY-MM.'));
  });

  it("when an admin exports this month, then the CSV lists this month's reports with their decisions, and no contact", async () => {
    const url = `https://elsewhere.example/csv-${Date.now()}.jpg`;
    await call(API_PATHS.reports, {
      body: {
        origin: 'removalRequest',
        url,
        reason: 'nonConsensual',
        text: '=cmd, "quoted"',
        contact: 'secret@mail.example',
      },
    });
    const report = await openReportWith(url);
    await decide(report.id, 'dismiss');
    const month = new Date().toISOString().slice(0, 7);
    const res = await call(API_PATHS.adminReportsExport, { token: admin.idToken, query: { month } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`starsession-reports-${month}.csv`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'report_id,received_utc,origin,reason,url,source,source_id,post_url,text,status,decided_utc,days_to_decision,past_deadline',
    );
    const row = lines.find((line) => line.startsWith(`${report.id},`));
    expect(row).toContain(`,removalRequest,Non-consensual,${url},,,,"'=cmd, ""quoted""",dismissed,`);
    expect(row).toMatch(/,0\.0,no$/);
    expect(res.text).not.toContain('secret@mail.example');

    const lastYear = `${new Date().getUTCFullYear() - 1}-01`;
    const empty = await call(API_PATHS.adminReportsExport, { token: admin.idToken, query: { month: lastYear } });
    expect(empty.text.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('GET /api/site/operator', () => {
  it("when anyone asks, then it answers the operator's configured name and contact (demo values in the emulator)", async () => {
    expect(await call(API_PATHS.siteOperator)).toMatchObject({
      status: 200,
      json: { ok: true, name: 'Demo Operator Ltd (example)', email: 'legal@starsession.example' },
    });
  });
});
