import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrarySource } from '../../functions/src/media/librarySource.js';
import { API_PATHS } from '@shared/api/paths';
import {
  libraryImportErrorSchema,
  libraryImportResponseSchema,
  libraryListResponseSchema,
} from '@shared/api/schemas/library';
import { createUser, idTokenFor, uniqueEmail } from '../support/auth.js';
import { APP_URL, DEMO_EMAIL, PROJECT_ID } from '../support/env.js';
import { approveWaiting } from './support/review.js';
import { beatRun, startedRun } from './support/sessionRuns.js';

let adminToken: string;
let adminApp: App;

beforeAll(async () => {
  adminToken = await idTokenFor(DEMO_EMAIL.admin);
  adminApp = initializeApp({ projectId: PROJECT_ID }, `library-test-${Date.now()}`);
});
afterAll(() => deleteApp(adminApp));

function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  return fetch(`${APP_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

const importFile = (format: 'json' | 'csv', content: string, token = adminToken) =>
  call(API_PATHS.adminLibraryImport, { method: 'POST', token, body: { format, content } });

async function listCommunity(community: string) {
  const res = await call(`${API_PATHS.adminLibrary}?community=${community}`, { token: adminToken });
  expect(res.status).toBe(200);
  return libraryListResponseSchema.parse(await res.json());
}

describe('admin library access', () => {
  it('when called without a token, then every library endpoint answers 401', async () => {
    expect((await call(`${API_PATHS.adminLibrary}?community=AriaValeGallery`)).status).toBe(401);
    expect((await importFile('json', '[]', '')).status).toBe(401);
  });

  it('when a signed-in non-admin calls, then it answers 403', async () => {
    const { idToken } = await createUser(uniqueEmail('libnonadmin'));
    const res = await call(`${API_PATHS.adminLibrary}?community=AriaValeGallery`, { token: idToken });
    expect(res.status).toBe(403);
    expect(
      (await importFile('csv', 'community,url,type\nAriaValeGallery,https://x.example/a.jpg,image', idToken)).status,
    ).toBe(403);
  });
});

describe('admin library import', () => {
  it('when a CSV has bad rows, then it answers 400 with each row and message, and nothing is imported', async () => {
    const csv = [
      'community,url,type,width,height,durationSec,previewUrl,title',
      'SableQuinnArchive,https://cdn.example/sq/1.jpg,image,800,1000,,,First',
      'SableQuinnArchive,https://cdn.example/sq/2.mp4,video,1920,1080,-3,,Clip',
      'SomewhereElse,https://cdn.example/sq/3.jpg,image,800,1000,,,Third',
      'SableQuinnArchive,https://cdn.example/sq/4.png,image,800,1000,,,Fourth',
    ].join('\n');
    const res = await importFile('csv', csv);
    expect(res.status).toBe(400);
    expect(libraryImportErrorSchema.parse(await res.json())).toEqual({
      ok: false,
      error: '2 rows are invalid; nothing was imported.',
      code: 'libraryFileInvalid',
      rowErrors: [
        { row: 2, message: 'durationSec must be at least 0.' },
        { row: 3, message: 'community must be a community of the star catalogue.' },
      ],
    });
    expect((await listCommunity('SableQuinnArchive')).items).toEqual([]);
  });

  it('when the body is not a file, then it answers 400', async () => {
    const res = await call(API_PATHS.adminLibraryImport, {
      method: 'POST',
      token: adminToken,
      body: { format: 'xml', content: 'x' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: 'format must be one of: json, csv.', code: 'invalidRequest' });
  });

  it('when a valid JSON file is imported twice, then the second import skips every row', async () => {
    const rows = [1, 2, 3].map((n) => ({
      community: 'JunoAshbyFans',
      url: `https://cdn.example/juno/${n}.jpg`,
      type: 'image',
      width: 1000,
      height: 1250,
      title: `Shot ${n}`,
    }));
    const first = await importFile('json', JSON.stringify(rows));
    expect(first.status).toBe(200);
    expect(libraryImportResponseSchema.parse(await first.json())).toEqual({ ok: true, imported: 3, skipped: 0 });
    const again = await importFile('json', JSON.stringify({ items: rows }));
    expect(libraryImportResponseSchema.parse(await again.json())).toEqual({ ok: true, imported: 0, skipped: 3 });
    const { items } = await listCommunity('JunoAshbyFans');
    expect(items.map((i) => i.url).sort()).toEqual(rows.map((r) => r.url).sort());
    expect(items.every((i) => i.community === 'junoashbyfans' && !i.blocked && i.title?.startsWith('Shot '))).toBe(
      true,
    );
  });
});

describe('admin library block and delete, seen through the library provider', () => {
  const community = 'MaraDevlinDaily';
  const rows = [
    { community, url: 'https://cdn.example/mara/a.jpg', type: 'image', width: 900, height: 1200 },
    { community, url: 'https://cdn.example/mara/b.gif', type: 'gif', width: 480, height: 480, durationSec: 4 },
    {
      community,
      url: 'https://cdn.example/mara/c.webm',
      type: 'video',
      width: 1280,
      height: 720,
      durationSec: 9,
      previewUrl: 'https://cdn.example/mara/c.jpg',
    },
  ];
  // Imported links only: nothing here is an upload, so no rendition link is ever signed.
  const source = () =>
    createLibrarySource(
      () => getFirestore(adminApp),
      () => {
        throw new Error('an imported item was taken for an upload');
      },
    );

  beforeAll(async () => {
    expect((await importFile('json', JSON.stringify(rows))).status).toBe(200);
    // Published as an operator publishes: a reviewer other than the importing admin approves each new item.
    await approveWaiting(await idTokenFor(DEMO_EMAIL.reviewer), (item) => item.community === community.toLowerCase());
  });

  it('when the library provider serves the community, then it pages through every item in the listing shape', async () => {
    const first = await source().fetchPage({ sub: community, type: 'top', timeframe: 'all', limit: 2 });
    if (first === 'not-ok') throw new Error('library page failed');
    expect(first.items).toHaveLength(2);
    expect(first.after).toMatch(/^t3_/);
    const second = await source().fetchPage({ sub: community, type: 'top', limit: 2, after: first.after ?? '' });
    if (second === 'not-ok') throw new Error('library page failed');
    expect(second.after).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((i) => i.url).sort()).toEqual(rows.map((r) => r.url).sort());
    const video = all.find((i) => i.url?.endsWith('.webm'));
    expect(video?.is_video).toBe(true);
    expect(video?.secure_media?.reddit_video).toMatchObject({
      fallback_url: 'https://cdn.example/mara/c.webm',
      duration: 9,
    });
  });

  it('when an item is blocked, then admins still list it but the provider no longer serves it and a session holding it drops it; unblocking brings it back', async () => {
    const target = (await listCommunity(community)).items.find((i) => i.type === 'gif');
    if (!target) throw new Error('gif missing');
    const block = await call(`${API_PATHS.adminLibrary}/${target.id}/block`, { method: 'POST', token: adminToken });
    expect(await block.json()).toEqual({ ok: true, id: target.id, blocked: true });
    expect((await listCommunity(community)).items.find((i) => i.id === target.id)?.blocked).toBe(true);
    const served = await source().fetchPage({ sub: community, type: 'hot', limit: 10 });
    expect(served === 'not-ok' ? null : served.items.map((i) => i.id).includes(target.id)).toBe(false);
    // A session in progress that holds it drops it (its heartbeat names it; another worker may take its 15 s).
    const viewer = await createUser(uniqueEmail('library-block-viewer'));
    const runId = await startedRun(viewer);
    const removedFor = async () =>
      (
        (await beatRun(viewer.idToken, { runId, shown: 1, held: [{ id: target.id, url: target.url, postUrl: null }] }))
          .json as { removed?: string[] }
      ).removed;
    await expect.poll(removedFor, { timeout: 30_000, interval: 2_000 }).toEqual([target.id]);

    await call(`${API_PATHS.adminLibrary}/${target.id}/block`, {
      method: 'POST',
      token: adminToken,
      body: { blocked: false },
    });
    const again = await source().fetchPage({ sub: community, type: 'hot', limit: 10 });
    expect(again === 'not-ok' ? null : again.items.map((i) => i.id).includes(target.id)).toBe(true);
    await expect.poll(removedFor, { timeout: 30_000, interval: 2_000 }).toEqual([]);
  });

  it('when an item is deleted, then it is gone and deleting it again answers 404', async () => {
    const target = (await listCommunity(community)).items.find((i) => i.type === 'image');
    if (!target) throw new Error('image missing');
    const res = await call(`${API_PATHS.adminLibrary}/${target.id}`, { method: 'DELETE', token: adminToken });
    expect(await res.json()).toEqual({ ok: true });
    expect((await listCommunity(community)).items.some((i) => i.id === target.id)).toBe(false);
    const twice = await call(`${API_PATHS.adminLibrary}/${target.id}`, { method: 'DELETE', token: adminToken });
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual({ ok: false, error: 'Library item not found.', code: 'libraryItemNotFound' });
    const blockMissing = await call(`${API_PATHS.adminLibrary}/${target.id}/block`, {
      method: 'POST',
      token: adminToken,
    });
    expect(blockMissing.status).toBe(404);
  });
});
