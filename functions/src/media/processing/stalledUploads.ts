// An upload whose processor was stopped from outside (the trigger's 540 s timeout or its memory, a job run killed or
// out of its 24 h) never concludes itself: without this its record would say 'processing' for a month and its
// original would stay in the upload area. Once the longest its processor may run has passed, with a margin, it is
// concluded 'failed' (the console then says "Processing failed. Upload the file again.") and its original deleted:
// at once when the console asks about it, and by the hourly sweep for an upload nobody asks about any more.
import type { Storage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import {
  failStalledUpload,
  originalObjectPath,
  processingUploads,
  type LibraryUploadRecord,
} from '../../data/libraryUploads.js';

type Bucket = ReturnType<Storage['bucket']>;

/** The trigger (processUpload) stops at 540 s; its claim is the record's last update before it concludes. */
export const TRIGGER_STALLED_AFTER_MS = 15 * 60_000;
/** The media job's task timeout is 24 h (docs/operations.md "Processing uploads"), from the hand-over. */
export const JOB_STALLED_AFTER_MS = 25 * 60 * 60_000;

type ProcessingState = Pick<LibraryUploadRecord, 'status' | 'processingIn' | 'updatedAt'>;

/** Whether an upload's processor can no longer be running: 'processing' for longer than its place allows. */
export function isStalled(record: ProcessingState, nowMs: number): boolean {
  if (record.status !== 'processing') return false;
  const limit = record.processingIn === 'job' ? JOB_STALLED_AFTER_MS : TRIGGER_STALLED_AFTER_MS;
  return nowMs - record.updatedAt.toMillis() > limit;
}

/** Concludes one stalled upload (if it still is, read again) and deletes what is left of its original. */
async function concludeStalled(bucket: Bucket, record: LibraryUploadRecord, now: Date): Promise<boolean> {
  const concluded = await failStalledUpload(record.uploadId, (current) => isStalled(current, now.getTime()), now);
  if (!concluded) return false;
  logger.warn('An upload stalled in processing was concluded failed', {
    uploadId: record.uploadId,
    processingIn: record.processingIn ?? 'trigger',
  });
  await bucket.file(originalObjectPath(record.uploaderUid, record.uploadId)).delete({ ignoreNotFound: true });
  return true;
}

/** The uploads as the console should see them: any stalled one concluded 'failed' first. */
export async function withStalledConcluded(
  bucket: Bucket,
  records: readonly LibraryUploadRecord[],
  now = new Date(),
): Promise<LibraryUploadRecord[]> {
  return Promise.all(
    records.map(async (record) => {
      if (!isStalled(record, now.getTime()) || !(await concludeStalled(bucket, record, now))) return record;
      return { ...record, status: 'failed' as const, refusal: null, itemId: null, duplicate: false };
    }),
  );
}

/** The hourly sweep: concludes every stalled upload; answers how many it concluded. */
export async function sweepStalledUploads(bucket: Bucket, now = new Date()): Promise<number> {
  const stalled = (await processingUploads()).filter((record) => isStalled(record, now.getTime()));
  const concluded = await Promise.all(stalled.map((record) => concludeStalled(bucket, record, now)));
  return concluded.filter(Boolean).length;
}
