// What happens when an original lands in the bucket (a Storage "finalized" event for uploads/…): claim its upload
// record, fetch the bytes into a work folder, process them, put the renditions under renditions/{itemId}/, record
// the item, and tell the console how it ended. The original is deleted in every case: what is kept is what was
// made from it (no metadata), never the camera file.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from 'firebase-functions';
import type { Storage } from 'firebase-admin/storage';
import { RENDITION_CDN_KEY } from '../../config/mediaParams.js';
import { runningInEmulator } from '../../config/runtime.js';
import {
  claimLibraryUpload,
  concludeLibraryUpload,
  handedOverUpload,
  handOverLibraryUpload,
  originalObjectPath,
  type LibraryUploadRecord,
  type UploadConclusion,
} from '../../data/libraryUploads.js';
import { db } from '../../data/db.js';
import {
  createStoredMedia,
  joinStoredMedia,
  renditionObjectPath,
  storedMediaId,
  storedMediaItems,
} from '../../data/storedMedia.js';
import { indexStoredMedia } from '../libraryStore.js';
import { removedFingerprints } from '../../data/removedFingerprints.js';
import { firstMatch } from './fingerprints.js';
import type { MediaJobTask } from './mediaJob.js';
import { contentHash, processOriginal } from './processOriginal.js';
import { placeByProbe, placeBySize } from './processingPlace.js';
import { probeOriginal } from './probeOriginal.js';

type Bucket = ReturnType<Storage['bucket']>;

const ORIGINAL_PATH = /^uploads\/([^/]+)\/([A-Za-z0-9]{20})\/original$/;

/** Renditions are named by the content's hash: the same name always holds the same bytes. */
const RENDITION_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The emulators' token for an item: keyed by the deployment's link key, and the same each time the same content is
 * processed, so links handed out before a re-seed (the demo library is made again by every seed) stay valid.
 */
function emulatorDownloadToken(itemId: string): string {
  return createHmac('sha256', RENDITION_CDN_KEY.value()).update(`rendition-token:${itemId}`).digest('base64url');
}

/** How often a rendition's write is tried: storage drops a connection now and then under load. */
const RENDITION_WRITE_ATTEMPTS = 3;

async function withRetries<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= RENDITION_WRITE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 3 ** (attempt - 1)));
    }
  }
}

/** Where an upload goes: a community's library, naming the people the uploader named, and who uploaded it. */
interface UploadDestination {
  community: string;
  performerIds: readonly string[];
  uploaderUid: string;
}

/** The item, as stored (by this upload or an identical one), joins the community's library listing. */
async function listedInCommunity(
  itemId: string,
  { community, performerIds, uploaderUid }: UploadDestination,
  duplicate: boolean,
): Promise<UploadConclusion> {
  const item = (await storedMediaItems([itemId])).get(itemId);
  if (!item) throw new Error(`stored_media/${itemId} vanished before it was listed`);
  await indexStoredMedia(db(), community, itemId, item, { performerIds, addedBy: uploaderUid });
  return { status: 'ready', itemId, duplicate };
}

/**
 * The same bytes as an item already stored need no probing, encoding or fingerprinting again (the hash is the item's
 * id): a re-sent video costs one read instead of minutes of encoding. An item removed on a report stays out this way
 * too (its own fingerprints are among the removed ones); one stored before fingerprints existed takes the full path.
 */
async function alreadyStored(itemId: string, destination: UploadDestination): Promise<UploadConclusion | null> {
  const stored = (await storedMediaItems([itemId])).get(itemId);
  if (!stored?.fingerprints?.length) return null;
  if (firstMatch(stored.fingerprints, await removedFingerprints()))
    return { status: 'refused', refusal: 'knownRemoved' };
  if (!(await joinStoredMedia(itemId, destination.community))) return null;
  return listedInCommunity(itemId, destination, true);
}

/** What processing a claimed original comes to; 'handedOver' when it went to the media job instead. */
type ClaimedOutcome = UploadConclusion | { status: 'handedOver' };

/**
 * Processes a claimed original. `handOver` is the trigger's: it is called instead when the probe says the renditions
 * would outlast the trigger's budget (processingPlace.ts); a job run passes none and processes whatever it is given.
 */
async function processClaimed(
  bucket: Bucket,
  objectPath: string,
  destination: UploadDestination,
  handOver: (() => Promise<void>) | null,
): Promise<ClaimedOutcome> {
  const { community } = destination;
  const work = await mkdtemp(join(tmpdir(), 'upload-'));
  try {
    const source = join(work, 'original');
    await bucket.file(objectPath).download({ destination: source });
    const itemId = storedMediaId(await contentHash(source));
    const seen = await alreadyStored(itemId, destination);
    if (seen) return seen;
    if (handOver) {
      const probed = await probeOriginal(source);
      if (probed.ok && placeByProbe(probed.original) === 'job') {
        await handOver();
        return { status: 'handedOver' };
      }
    }
    const outDir = await mkdtemp(join(work, 'renditions-'));
    const outcome = await processOriginal(source, outDir);
    if (!outcome.ok) return { status: 'refused', refusal: outcome.refusal };
    // A copy of an item removed on a report, however re-encoded, stays out (the exact file too: same fingerprints).
    if (firstMatch(outcome.fingerprints, await removedFingerprints()))
      return { status: 'refused', refusal: 'knownRemoved' };

    if (await joinStoredMedia(itemId, community)) return await listedInCommunity(itemId, destination, true);
    // The emulators' links are Storage download-token URLs (media/renditionUrls.ts); production links are signed by
    // the CDN, and a token there would be a link that never expires, so none is made.
    const downloadToken = runningInEmulator() ? emulatorDownloadToken(itemId) : null;
    for (const rendition of outcome.renditions) {
      // Safe to repeat: the same name always gets the same bytes.
      await withRetries(() =>
        bucket.upload(rendition.path, {
          destination: renditionObjectPath(itemId, rendition.name),
          resumable: false,
          metadata: {
            contentType: rendition.contentType,
            cacheControl: RENDITION_CACHE_CONTROL,
            ...(downloadToken ? { metadata: { firebaseStorageDownloadTokens: downloadToken } } : {}),
          },
        }),
      );
    }
    const { kind, width, height, durationSec, hasAudio } = outcome.original;
    const created = await createStoredMedia(itemId, {
      kind,
      width,
      height,
      durationSec,
      hasAudio,
      communities: [community],
      renditions: outcome.renditions.map(({ name, role, contentType, width: w, height: h, bytes }) => ({
        name,
        role,
        contentType,
        width: w,
        height: h,
        bytes,
      })),
      blocked: false,
      downloadToken,
      fingerprints: outcome.fingerprints,
    });
    return await listedInCommunity(itemId, destination, !created);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Where the upload's item goes, from its record (whose uploader the claim or the hand-over has checked). */
const destinationOf = (upload: LibraryUploadRecord): UploadDestination => ({
  community: upload.community,
  performerIds: upload.performerIds ?? [],
  uploaderUid: upload.uploaderUid,
});

/** Processes a claimed original and tells the console how it ended; the original is deleted unless the job took it. */
async function processAndConclude(
  bucket: Bucket,
  objectPath: string,
  upload: LibraryUploadRecord,
  destination: UploadDestination,
  handOver: (() => Promise<void>) | null,
): Promise<void> {
  let outcome: ClaimedOutcome;
  try {
    outcome = await processClaimed(bucket, objectPath, destination, handOver);
  } catch (e) {
    logger.error('Processing an upload failed', { uploadId: upload.uploadId, error: String(e) });
    outcome = { status: 'failed' };
  }
  if (outcome.status === 'handedOver') return;
  await concludeLibraryUpload(upload.uploadId, outcome);
  await bucket.file(objectPath).delete({ ignoreNotFound: true });
}

/**
 * Handles one finalized object; anything outside uploads/{uid}/{uploadId}/original is not ours and is left alone.
 * An original too large for the trigger, or whose renditions would outlast its 9 minutes, goes to the media job
 * (`startJob`), which concludes it (processUploadInJob).
 */
export async function handleFinalizedObject(
  bucket: Bucket,
  objectPath: string,
  { sizeBytes, startJob }: { sizeBytes: number; startJob: (task: MediaJobTask) => Promise<void> },
): Promise<void> {
  const match = ORIGINAL_PATH.exec(objectPath);
  if (!match) return;
  const [, uploaderUid, uploadId] = match as unknown as [string, string, string];
  const upload = await claimLibraryUpload(uploadId, uploaderUid);
  if (!upload) {
    // Not announced through the console (or already handled): nothing may stay in the upload area unaccounted for.
    logger.warn('Deleting an original with no waiting upload record', { uploadId });
    await bucket.file(objectPath).delete({ ignoreNotFound: true });
    return;
  }
  const handOver = async () => {
    await handOverLibraryUpload(uploadId);
    await startJob({ bucket: bucket.name, objectPath, uploadId, uploaderUid });
    logger.info('An upload went to the media job', { uploadId });
  };
  if (placeBySize(sizeBytes) === 'job') {
    // Not fetched here: the trigger's /tmp is its memory.
    await handOver().catch(async (e: unknown) => {
      logger.error('Starting the media job failed', { uploadId, error: String(e) });
      await concludeLibraryUpload(uploadId, { status: 'failed' });
      await bucket.file(objectPath).delete({ ignoreNotFound: true });
    });
    return;
  }
  await processAndConclude(bucket, objectPath, upload, destinationOf(upload), handOver);
}

/** A media job run: processes the upload the trigger handed over, whatever its length, and concludes it. */
export async function processUploadInJob(bucket: Bucket, task: MediaJobTask): Promise<boolean> {
  const upload = await handedOverUpload(task.uploadId, task.uploaderUid);
  if (!upload || originalObjectPath(task.uploaderUid, task.uploadId) !== task.objectPath) return false;
  await processAndConclude(bucket, task.objectPath, upload, destinationOf(upload), null);
  return true;
}
