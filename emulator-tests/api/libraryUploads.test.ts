import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { listingResponseSchema } from '@shared/api/schemas/listing';
import type { ListingItem } from '@shared/media/types';
import type { RemovedFavoritesResponse } from '@shared/api/schemas/reports';
import {
  libraryUploadResponseSchema,
  libraryUploadStatusResponseSchema,
  type LibraryUploadView,
} from '@shared/api/schemas/library';
import {
  photoWithGps,
  shapesPicture,
  testVideo,
} from '../../functions/src/media/processing/fixtures/syntheticOriginals.js';
import { downloadTokenSigner } from '../../functions/src/media/renditionUrls.js';
import { UploadSessionLost, uploadProgress } from '../../web/src/lib/storageUpload/resumableUpload.js';
import { saveUpload, savedUploads } from '../../web/src/lib/storageUpload/savedUploads.js';
import { sendFile, type SendFileOptions } from '../../web/src/lib/storageUpload/sendFile.js';
import { createUser, idTokenFor, signIn, uniqueEmail } from '../support/auth.js';
import { DEMO_EMAIL, PROJECT_ID, STORAGE_EMULATOR } from '../support/env.js';
import { call } from './support/http.js';
import { openReportsIn } from './support/reportsQueue.js';
import { approveWaiting, demoPerformerId, waitingItems } from './support/review.js';

// An admin's upload from announcement to stored item, through the real Storage emulator (storage.rules), the
// storage trigger in the Functions emulator, sharp and ffmpeg.
const BUCKET = `${PROJECT_ID}.appspot.com`;
const STORAGE_URL = `http://${STORAGE_EMULATOR.host}:${STORAGE_EMULATOR.port}`;
const COMMUNITY = 'AriaValeGallery';

let adminToken: string;
const adminTokenSource = () => Promise.resolve(adminToken);
let adminApp: App;
let work: string;

beforeAll(async () => {
  adminToken = await idTokenFor(DEMO_EMAIL.admin);
  adminApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `uploads-test-${Date.now()}`);
  work = await mkdtemp(join(tmpdir(), 'uploads-test-'));
});
afterAll(async () => {
  await deleteApp(adminApp);
  await rm(work, { recursive: true, force: true });
});

const announce = (body: unknown, token = adminToken) =>
  call(API_PATHS.adminLibraryUploads, { method: 'POST', token, body });

/** The bytes, sent as the web SDK sends a simple upload: straight to the Storage emulator, with the ID token. */
function sendBytes(path: string, bytes: Buffer, token: string, contentType = 'application/octet-stream') {
  return fetch(`${STORAGE_URL}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { Authorization: `Firebase ${token}`, 'Content-Type': contentType },
    body: new Uint8Array(bytes),
  });
}

async function upload(fileName: string, bytes: Buffer): Promise<string> {
  const res = await announce({ community: COMMUNITY, fileName, bytes: bytes.length });
  expect(res.status, res.text).toBe(201);
  const { uploadId, path, bucket: announcedBucket } = libraryUploadResponseSchema.parse(res.json);
  expect(announcedBucket).toBe(BUCKET);
  expect(path).toMatch(new RegExp(`^uploads/[^/]+/${uploadId}/original$`));
  const sent = await sendBytes(path, bytes, adminToken);
  expect(sent.status, await sent.text()).toBe(200);
  return uploadId;
}

/** Asks the console's status endpoint until the upload has ended. */
function settled(uploadId: string, timeoutMs = 90_000): Promise<LibraryUploadView> {
  return vi.waitFor(
    async () => {
      const res = await call(API_PATHS.adminLibraryUploads, { token: adminToken, query: { ids: uploadId } });
      expect(res.status, res.text).toBe(200);
      const [view] = libraryUploadStatusResponseSchema.parse(res.json).uploads;
      if (!view || view.status === 'waiting' || view.status === 'processing')
        throw new Error(`upload ${uploadId} still ${view?.status}`);
      return view;
    },
    { timeout: timeoutMs, interval: 500 },
  );
}

const bucket = () => getStorage(adminApp).bucket(BUCKET);

/** The page's localStorage, for the console's saved sessions. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** What the console passes to sendFile: its announcement through the API, recording each upload id it got. */
function consoleOptions(file: File, storage: Storage, announcements: string[]): SendFileOptions {
  return {
    storageOrigin: STORAGE_URL,
    idToken: adminTokenSource,
    community: COMMUNITY,
    storage,
    announce: async () => {
      const res = await announce({ community: COMMUNITY, fileName: file.name, bytes: file.size });
      expect(res.status, res.text).toBe(201);
      const answer = libraryUploadResponseSchema.parse(res.json);
      announcements.push(answer.uploadId);
      return answer;
    },
  };
}
const storedItem = async (itemId: string) =>
  (await getFirestore(adminApp).collection(COLLECTIONS.storedMedia).doc(itemId).get()).data();

describe('an admin uploads originals', () => {
  it('a photo with GPS EXIF becomes an item whose renditions carry no metadata; the original is gone', async () => {
    const photo = await readFile(await photoWithGps(work));
    const uploadId = await upload('holiday photo.jpg', photo);
    const view = await settled(uploadId);
    expect(view).toMatchObject({ status: 'ready', refusal: null, duplicate: false, fileName: 'holiday photo.jpg' });

    const item = await storedItem(view.itemId ?? '');
    expect(item).toMatchObject({ kind: 'image', width: 1600, height: 1000, communities: ['ariavalegallery'] });
    const names = (item?.renditions as { name: string }[]).map((r) => r.name);
    expect(names).toContain('card-320.avif');
    for (const name of names) {
      const [bytes] = await bucket().file(`renditions/${view.itemId}/${name}`).download();
      // The camera's EXIF (device, serial, GPS) and the XMP packet: none of their bytes is in what is served.
      const text = bytes.toString('latin1');
      for (const trace of ['SyntheticCam', 'Serial 0042', 'Exif\0\0', 'ns.adobe.com/xap']) {
        expect(text.includes(trace), `${name} holds ${trace}`).toBe(false);
      }
    }
    // The emulators' signer: a Storage download-token link, fetched straight from the Storage emulator.
    const signer = downloadTokenSigner({
      storageOrigin: STORAGE_URL,
      bucket: BUCKET,
      tokenOf: () => String(item?.downloadToken),
    });
    const served = await fetch(signer.sign(`renditions/${view.itemId}/card-320.avif`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    // The console's preview is the same kind of link, to the smallest WebP card.
    expect(view.preview).toBe(signer.sign(`renditions/${view.itemId}/card-320.webp`));
    expect((await fetch(view.preview ?? '')).headers.get('content-type')).toBe('image/webp');
    const [files] = await bucket().getFiles({ prefix: `uploads/` });
    expect(files.map((f) => f.name).filter((n) => n.includes(uploadId))).toEqual([]);
  });

  it('the same file uploaded twice is one item, and the second is not encoded again', async () => {
    const clip = await readFile(await testVideo(work, { width: 1280, height: 720, seconds: 4, name: 'twice.mp4' }));
    const timed = async (name: string) => {
      const startedAt = Date.now();
      const view = await settled(await upload(name, clip));
      return { view, ms: Date.now() - startedAt };
    };
    const first = await timed('twice.mp4');
    const second = await timed('twice copy.mp4');
    expect(second.view).toMatchObject({ status: 'ready', itemId: first.view.itemId, duplicate: true });
    console.log(`a 4 s 720p video: first upload ready in ${first.ms} ms, the same file again in ${second.ms} ms`);
  });

  it('a video becomes MP4 and WebM renditions', async () => {
    const clip = await readFile(await testVideo(work, { width: 640, height: 360, seconds: 1 }));
    const view = await settled(await upload('clip.mp4', clip));
    expect(view.status).toBe('ready');
    const item = await storedItem(view.itemId ?? '');
    const types = (item?.renditions as { contentType: string }[]).map((r) => r.contentType);
    expect(types).toEqual(expect.arrayContaining(['video/mp4', 'video/webm', 'image/webp']));
  });

  it('a video whose renditions would outlast the trigger goes to the media job, which makes them', async () => {
    // 25 s of 1080p counts as 400 s of work (16 s a second), past the trigger's 360 s; at one frame a second the
    // job, a local process under the emulators, still finishes in seconds.
    const clip = await readFile(
      await testVideo(work, { width: 1920, height: 1080, seconds: 25, fps: 1, name: 'long-take.mp4' }),
    );
    const uploadId = await upload('long-take.mp4', clip);
    const view = await settled(uploadId, 180_000);
    expect(view.status).toBe('ready');
    const record = await getFirestore(adminApp).collection(COLLECTIONS.libraryUploads).doc(uploadId).get();
    expect(record.get('processingIn')).toBe('job');
    const item = await storedItem(view.itemId ?? '');
    const heights = (item?.renditions as { contentType: string; height: number }[])
      .filter((r) => r.contentType === 'video/mp4')
      .map((r) => r.height);
    expect(heights.sort((a, b) => a - b)).toEqual([480, 720, 1080]);
    const [originals] = await bucket().getFiles({ prefix: `uploads/` });
    expect(originals.map((file) => file.name).filter((name) => name.includes(uploadId))).toEqual([]);
  });

  it('a text file renamed .mp4 is refused with its reason, and nothing is stored', async () => {
    const text = Buffer.from('Only words, no pictures.\n'.repeat(100));
    const view = await settled(await upload('movie.mp4', text));
    expect(view).toMatchObject({ status: 'refused', refusal: 'notMedia', itemId: null, preview: null });
  });
});

describe('a resumable upload (the console’s protocol)', () => {
  it('when it is paused half-way, then the session keeps what arrived and the same file picked again completes it', async () => {
    const bytes = await readFile(await testVideo(work, { width: 1280, height: 720, seconds: 3, name: 'long.mp4' }));
    const file = new File([new Uint8Array(bytes)], 'long.mp4', { type: 'video/mp4', lastModified: Date.now() });
    const saved = new MemoryStorage(); // the page's localStorage, which outlives a reload
    const announcements: string[] = [];
    const options = consoleOptions(file, saved, announcements);
    const chunkBytes = 256 * 1024;

    const pause = new AbortController();
    await expect(
      sendFile(file, {
        ...options,
        chunkBytes,
        signal: pause.signal,
        onProgress: (received) => {
          if (received >= file.size / 2) pause.abort();
        },
      }),
    ).rejects.toThrow();
    const [unfinished] = savedUploads(saved);
    expect(unfinished?.uploadId).toBe(announcements[0]);
    const halfway = await uploadProgress(unfinished?.sessionUrl ?? '', adminTokenSource);
    expect(halfway.complete).toBe(false);
    expect(halfway.received).toBeGreaterThanOrEqual(file.size / 2);
    expect(halfway.received).toBeLessThan(file.size);

    // After a reload the admin picks the same file: the saved session is asked how far it got, and the rest is sent.
    const progress: number[] = [];
    const uploadId = await sendFile(file, { ...options, chunkBytes, onProgress: (r) => progress.push(r) });
    expect(uploadId).toBe(announcements[0]);
    expect(announcements).toHaveLength(1);
    expect(progress[0]).toBe(halfway.received);
    expect(progress.at(-1)).toBe(file.size);
    expect(savedUploads(saved)).toEqual([]);
    expect(await settled(uploadId)).toMatchObject({ status: 'ready', refusal: null });
  });

  it('when the saved session is gone, then the same file starts over as a new upload', async () => {
    const bogus = `${STORAGE_URL}/v0/b/${BUCKET}/o?name=x&upload_id=nope&upload_protocol=resumable`;
    await expect(uploadProgress(bogus, adminTokenSource)).rejects.toBeInstanceOf(UploadSessionLost);

    const photo = await readFile(await photoWithGps(work, 640, 400));
    const file = new File([new Uint8Array(photo)], 'lost.jpg', { type: 'image/jpeg', lastModified: 7 });
    const saved = new MemoryStorage();
    saveUpload(
      {
        uploadId: 'GoneGoneGoneGoneGone',
        sessionUrl: bogus,
        objectPath: 'uploads/x/GoneGoneGoneGoneGone/original',
        fileName: 'lost.jpg',
        size: file.size,
        lastModified: 7,
        community: COMMUNITY,
        contentType: 'image/jpeg',
      },
      saved,
    );
    const announcements: string[] = [];
    const uploadId = await sendFile(file, consoleOptions(file, saved, announcements));
    expect(announcements).toEqual([uploadId]);
    expect(savedUploads(saved)).toEqual([]);
    expect(await settled(uploadId)).toMatchObject({ status: 'ready' });
  });
});

describe('what is refused before any bytes move', () => {
  it('when the announcement is empty, too large or names no catalogue community, then 400 with the reason', async () => {
    const empty = await announce({ community: COMMUNITY, fileName: 'x.jpg', bytes: 0 });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain('The file is empty.');
    const huge = await announce({ community: COMMUNITY, fileName: 'x.mp4', bytes: 5 * 1024 ** 3 });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.json)).toContain('The file is larger than 4 GB.');
    expect((await announce({ community: 'not_a_star_here', fileName: 'x.jpg', bytes: 10 })).status).toBe(400);
  });

  it('when a signed-in member who is not an admin announces or sends bytes, then both are refused', async () => {
    const member = await createUser(uniqueEmail('uploadmember'));
    expect((await announce({ community: COMMUNITY, fileName: 'x.jpg', bytes: 10 }, member.idToken)).status).toBe(403);
    const sent = await sendBytes(
      `uploads/${member.uid}/AAAAAAAAAAAAAAAAAAAA/original`,
      Buffer.from('x'),
      member.idToken,
    );
    expect(sent.status).toBe(403);
  });

  it('when an admin sends bytes without announcing them, then the trigger deletes them', async () => {
    const { uid } = await signIn(DEMO_EMAIL.admin);
    const path = `uploads/${uid}/BBBBBBBBBBBBBBBBBBBB/original`;
    expect((await sendBytes(path, Buffer.from('unannounced'), adminToken)).status).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await bucket().file(path).exists())[0], 'the unannounced original is still there').toBe(false),
      { timeout: 30_000, interval: 300 },
    );
  });
});

describe('renditions are not readable through the bucket', () => {
  it('when a free member or a visitor asks Storage for a rendition, then it is refused', async () => {
    const photo = await readFile(await photoWithGps(work, 700, 500));
    const view = await settled(await upload('b.jpg', photo));
    const object = encodeURIComponent(`renditions/${view.itemId}/card-320.webp`);
    const free = await idTokenFor(DEMO_EMAIL.free);
    const asFree = await fetch(`${STORAGE_URL}/v0/b/${BUCKET}/o/${object}?alt=media`, {
      headers: { Authorization: `Firebase ${free}` },
    });
    expect(asFree.status).toBe(403);
    expect((await fetch(`${STORAGE_URL}/v0/b/${BUCKET}/o/${object}?alt=media`)).status).toBe(403);
  });
});

/**
 * A favourite of a listed item as the app saves it, with the links it had then. Links end with their window in
 * production; the emulator's tokens do not, so the saved ones carry a token Storage never issued.
 */
async function favouriteWithEndedLinks(uid: string, entry: ListingItem): Promise<string> {
  const ended = (entry.url ?? '').replace(/token=[^&]+/, 'token=ended');
  await getFirestore(adminApp)
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.favorites)
    .doc(entry.id)
    .set({
      id: entry.id,
      type: 'image',
      srcUrl: ended,
      previewUrl: ended,
      durationSec: 0,
      width: 960,
      height: 611,
      source: 'forum',
      postUrl: null,
      createdAt: FieldValue.serverTimestamp(),
    });
  return ended;
}

const favouritesCheck = async (token: string) =>
  (await call(API_PATHS.favoritesRemoved, { token })).json as RemovedFavoritesResponse;

describe('a collection the library serves (the seeded Delia Frost takes hers from the library: DeliaFrostVault)', () => {
  const LIBRARY_COMMUNITY = 'DeliaFrostVault';
  const listing = (token: string | undefined) =>
    call(API_PATHS.listing, {
      ...(token ? { token } : {}),
      query: { sub: LIBRARY_COMMUNITY, type: 'top', timeframe: 'all', limit: '50' },
    });

  it('when an upload is ready, then the listing links its renditions straight to storage and a favourite of it gets new links; blocked, it leaves the listing and the favourites; removed, its links end', async () => {
    const photo = await readFile(await photoWithGps(work, 1100, 700));
    // The uploader names the people in the file (performer records); a name that is no record is refused.
    const unknown = await announce({
      community: LIBRARY_COMMUNITY,
      fileName: 'served.jpg',
      bytes: photo.length,
      performerIds: ['zzzzzzzzzzzzzzzzzzzz'],
    });
    expect(unknown.json).toMatchObject({ code: 'unknownPerformers' });
    const performerId = await demoPerformerId(adminToken);
    const res = await announce({
      community: LIBRARY_COMMUNITY,
      fileName: 'served.jpg',
      bytes: photo.length,
      performerIds: [performerId],
    });
    const { uploadId, path } = libraryUploadResponseSchema.parse(res.json);
    expect((await sendBytes(path, photo, adminToken)).status).toBe(200);
    const { itemId, review } = await settled(uploadId);
    const linksTo = (item: ListingItem) => item.url?.includes(itemId ?? '-') === true;

    // Nothing is served before a reviewer approves it. (The admin is premium: the community is a premium star's.)
    expect(review).toBe('pending');
    expect(listingResponseSchema.parse((await listing(adminToken)).json).items.some(linksTo)).toBe(false);
    const waiting = (await waitingItems(adminToken)).find((item) =>
      decodeURIComponent(item.still ?? '').includes(`renditions/${itemId}/`),
    );
    expect(waiting?.people).toEqual([{ id: performerId, stageNames: ['Demo Performer'], clearance: 'cleared' }]);
    // Approved by a reviewer other than the admin who uploaded it.
    const approved = await approveWaiting(await idTokenFor(DEMO_EMAIL.reviewer), (item) =>
      decodeURIComponent(item.still ?? '').includes(`renditions/${itemId}/`),
    );
    expect(approved).toHaveLength(1);

    const page = listingResponseSchema.parse((await listing(adminToken)).json);
    const entry = page.items.find(
      (item) => item.subreddit === LIBRARY_COMMUNITY.toLowerCase() && item.url?.includes(itemId ?? '-'),
    );
    expect(entry, JSON.stringify(page.items.map((i) => i.url))).toBeDefined();
    expect(entry?.url?.startsWith(`${STORAGE_URL}/`)).toBe(true);
    const served = await fetch(entry?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stills = entry?.preview as ListingItem['preview'];
    for (const still of stills?.images?.[0]?.resolutions ?? [])
      expect(still.url.startsWith(`${STORAGE_URL}/`), still.url).toBe(true);

    // A favourite of it keeps working past its links' window: the favourites check gives its owner new links. A free
    // member's favourite of this premium star's item gets none (and is not called removed: it may come back).
    const admin = await signIn(DEMO_EMAIL.admin);
    const member = await createUser(uniqueEmail('fav-library-free'));
    const ended = await favouriteWithEndedLinks(admin.uid, entry as ListingItem);
    await favouriteWithEndedLinks(member.uid, entry as ListingItem);
    expect((await fetch(ended)).status).toBe(403);
    const check = await favouritesCheck(admin.idToken);
    expect(check.removed).not.toContain(entry?.id);
    const fresh = check.fresh.find((links) => links.id === entry?.id);
    expect(fresh?.srcUrl.startsWith(`${STORAGE_URL}/`)).toBe(true);
    const renewed = await fetch(fresh?.srcUrl ?? '');
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(fresh?.previewUrl ?? '')).status).toBe(200);
    expect(await favouritesCheck(member.idToken)).toMatchObject({ removed: [], fresh: [] });

    // Storage serves no rendition without the item's token, and a free member gets no listing of the community.
    const bare = `${STORAGE_URL}/v0/b/${BUCKET}/o/${encodeURIComponent(`renditions/${itemId}/panel-960.webp`)}?alt=media`;
    expect((await fetch(bare)).status).toBe(403);
    expect((await listing(await idTokenFor(DEMO_EMAIL.free))).status).toBe(403);

    const list = await call(API_PATHS.adminLibrary, { token: adminToken, query: { community: LIBRARY_COMMUNITY } });
    const libraryEntry = (list.json as { items: { id: string; url: string }[] }).items.find(
      (item) => item.url === `stored:${itemId}`,
    );
    expect(libraryEntry, 'the upload is in the admin’s library list').toBeDefined();
    const blocked = await call(`${API_PATHS.adminLibrary}/${libraryEntry?.id}/block`, {
      method: 'POST',
      token: adminToken,
      body: { blocked: true },
    });
    expect(blocked.status).toBe(200);
    await vi.waitFor(
      async () => {
        const after = listingResponseSchema.parse((await listing(adminToken)).json);
        expect(after.items.some((item) => item.url?.includes(itemId ?? '-'))).toBe(false);
      },
      { timeout: 30_000, interval: 1000 },
    );

    // Blocked, it is no longer served: its favourite is removed with it, and gets no links.
    const afterBlock = await favouritesCheck(admin.idToken);
    expect(afterBlock.removed).toContain(entry?.id);
    expect(afterBlock.fresh.some((links) => links.id === entry?.id)).toBe(false);

    // Removing its last entry removes the item: the links handed out earlier stop working.
    const removed = await call(`${API_PATHS.adminLibrary}/${libraryEntry?.id}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(removed.status).toBe(200);
    // (The Storage emulator answers a token link to a deleted object 403: no object, so no token to match.)
    expect([403, 404]).toContain((await fetch(entry?.url ?? '')).status);
    expect(await storedItem(itemId ?? '')).toBeUndefined();
  });
});

describe('no re-uploads of removed items', () => {
  it('when an uploaded item is removed on a report, then a re-encoded, resized, recoloured copy is refused with the reason', async () => {
    const seed = Date.now() % 997;
    const first = await settled(await upload('mine.png', await readFile(await shapesPicture(work, 'mine.png', seed))));
    expect(first).toMatchObject({ status: 'ready' });
    const itemId = first.itemId ?? '';
    // The whole picture and its two centre crops.
    expect((await storedItem(itemId))?.fingerprints).toHaveLength(3);

    // The person in it asks for removal with the link they were shown; the admin removes it.
    const link = first.preview ?? '';
    expect(link.startsWith(`${STORAGE_URL}/`), link).toBe(true);
    const reported = await call(API_PATHS.reports, { body: { origin: 'removalRequest', url: link, reason: 'ncii' } });
    expect(reported.status).toBe(201);
    const report = (await openReportsIn('ncii', adminToken)).find((r) => r.url === link);
    if (!report) throw new Error('the request is not in the non-consent lane');
    const decided = await call(API_PATHS.adminReportDecision, {
      token: adminToken,
      body: { id: report.id, decision: 'remove' },
    });
    expect(decided.status).toBe(200);
    const kept = await getFirestore(adminApp)
      .collection(COLLECTIONS.removedFingerprints)
      .where('itemId', '==', itemId)
      .get();
    expect(kept.docs.map((doc) => String(doc.get('reportId')))).toEqual([report.id, report.id, report.id]);

    // The very same file is refused too, before anything is processed again.
    const same = await readFile(await shapesPicture(work, 'again.png', seed));
    expect(await settled(await upload('again.png', same))).toMatchObject({
      status: 'refused',
      refusal: 'knownRemoved',
    });
    const copy = await readFile(await shapesPicture(work, 'copy.jpg', seed, { copy: true }));
    expect(await settled(await upload('not-mine-at-all.jpg', copy))).toMatchObject({
      status: 'refused',
      refusal: 'knownRemoved',
    });
    // Another picture is not a copy.
    const other = await settled(
      await upload('other.png', await readFile(await shapesPicture(work, 'other.png', seed + 3))),
    );
    expect(other).toMatchObject({ status: 'ready' });
  });
});
