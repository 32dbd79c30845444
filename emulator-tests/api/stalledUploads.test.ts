import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { COLLECTIONS } from '@shared/collections';
import { libraryUploadResponseSchema, libraryUploadStatusResponseSchema } from '@shared/api/schemas/library';
import { sweepStalledUploads } from '../../functions/src/media/processing/stalledUploads.js';
import { idTokenFor } from '../support/auth.js';
import { DEMO_EMAIL, PROJECT_ID } from '../support/env.js';
import { call } from './support/http.js';

// An upload whose processor was stopped from outside (the trigger's timeout, a job run killed) is left the way such a
// processor leaves it: 'processing', last updated when it was claimed or handed over. No bytes are sent here: the
// trigger would take them. The sweep runs in this process through the functions' own data layer (the default app).
const BUCKET = `${PROJECT_ID}.appspot.com`;
const COMMUNITY = 'AriaValeGallery';
const MINUTE = 60_000;

let adminToken: string;
let ownDefaultApp: App | null = null;

beforeAll(async () => {
  adminToken = await idTokenFor(DEMO_EMAIL.admin);
  if (!getApps().some((app) => app.name === '[DEFAULT]'))
    ownDefaultApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
});
afterAll(async () => {
  if (ownDefaultApp) await deleteApp(ownDefaultApp);
});

const uploadRecord = (uploadId: string) => getFirestore().collection(COLLECTIONS.libraryUploads).doc(uploadId);

/** An announced upload, then marked as a processor that was stopped `minutesAgo` leaves it. */
async function stoppedUpload(fileName: string, minutesAgo: number, processingIn?: 'job'): Promise<string> {
  const res = await call(API_PATHS.adminLibraryUploads, {
    method: 'POST',
    token: adminToken,
    body: { community: COMMUNITY, fileName, bytes: 1000 },
  });
  expect(res.status, res.text).toBe(201);
  const { uploadId } = libraryUploadResponseSchema.parse(res.json);
  await uploadRecord(uploadId).update({
    status: 'processing',
    ...(processingIn ? { processingIn } : {}),
    updatedAt: Timestamp.fromMillis(Date.now() - minutesAgo * MINUTE),
  });
  return uploadId;
}

async function consoleStatuses(uploadIds: readonly string[]): Promise<Record<string, string>> {
  const res = await call(API_PATHS.adminLibraryUploads, { token: adminToken, query: { ids: uploadIds.join(',') } });
  expect(res.status, res.text).toBe(200);
  const { uploads } = libraryUploadStatusResponseSchema.parse(res.json);
  return Object.fromEntries(uploads.map((upload) => [upload.uploadId, upload.status]));
}

describe('an upload whose processor was stopped from outside', () => {
  it('when the trigger’s has said processing for longer than it may run, then the console’s next look shows it failed; a recent one and a job’s within its day stay processing', async () => {
    const stalled = await stoppedUpload('cut-off.mp4', 16);
    const recent = await stoppedUpload('still-working.mp4', 2);
    const inJob = await stoppedUpload('long-film.mp4', 16, 'job');

    expect(await consoleStatuses([stalled, recent, inJob])).toEqual({
      [stalled]: 'failed',
      [recent]: 'processing',
      [inJob]: 'processing',
    });
    // Concluded where the data lives, not only in the answer.
    expect((await uploadRecord(stalled).get()).get('status')).toBe('failed');
    expect((await uploadRecord(recent).get()).get('status')).toBe('processing');
  });

  it('when nobody asks about it, then the hourly sweep concludes a stalled trigger’s and a stalled job’s, and leaves a working one', async () => {
    const stalled = await stoppedUpload('forgotten.mp4', 20);
    const jobStalled = await stoppedUpload('forgotten-film.mp4', 26 * 60, 'job');
    const working = await stoppedUpload('working-film.mp4', 3 * 60, 'job');

    expect(await sweepStalledUploads(getStorage().bucket(BUCKET))).toBeGreaterThanOrEqual(2);
    const statuses = await Promise.all(
      [stalled, jobStalled, working].map(async (id) => (await uploadRecord(id).get()).get('status') as string),
    );
    expect(statuses).toEqual(['failed', 'failed', 'processing']);
    // A second sweep finds nothing more of these to conclude, and changes nothing.
    await sweepStalledUploads(getStorage().bucket(BUCKET));
    expect((await uploadRecord(working).get()).get('status')).toBe('processing');
  });
});
