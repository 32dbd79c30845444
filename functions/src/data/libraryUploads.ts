// `library_uploads/{uploadId}`: one original an admin announced and sent into their upload area, until it became a
// stored media item or was refused (docs/architecture.md "Media the operator owns"). The record is the console's
// progress after the bytes have arrived; `expiresAt` (the collection's TTL policy) removes it a month later.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { LIBRARY_UPLOAD_RECORD_TTL_MS } from '../shared/constants.js';
import { COLLECTIONS } from '../shared/collections.js';
import type { LibraryUploadStatus, LibraryUploadView } from '../shared/api/schemas/library.js';
import type { UploadRefusal } from '../shared/media/uploadRefusals.js';
import { db } from './db.js';

interface LibraryUploadDocument {
  uploaderUid: string;
  community: string;
  fileName: string;
  declaredBytes: number;
  /** The people the uploader named (performer records); absent on uploads announced before naming existed. */
  performerIds?: string[];
  status: LibraryUploadStatus;
  refusal: UploadRefusal | null;
  itemId: string | null;
  duplicate: boolean;
  /** 'job' once the trigger handed it to the media job (too long or too large for the trigger's 9 minutes). */
  processingIn?: 'job';
  createdAt: Timestamp;
  updatedAt: Timestamp;
  expiresAt: Timestamp;
}

export type LibraryUploadRecord = LibraryUploadDocument & { uploadId: string };

const libraryUploadRef = (uploadId: string): DocumentReference =>
  db().collection(COLLECTIONS.libraryUploads).doc(uploadId);

/** Where the browser sends the bytes: the uploader's own area (storage.rules), under a name that says nothing. */
export const originalObjectPath = (uploaderUid: string, uploadId: string) =>
  `uploads/${uploaderUid}/${uploadId}/original`;

/** Records an announced upload and returns its id (a random document id). */
export async function recordLibraryUpload(
  upload: Pick<LibraryUploadDocument, 'uploaderUid' | 'community' | 'fileName' | 'declaredBytes' | 'performerIds'>,
  now = new Date(),
): Promise<string> {
  const ref = db().collection(COLLECTIONS.libraryUploads).doc();
  const at = Timestamp.fromDate(now);
  const document: LibraryUploadDocument = {
    ...upload,
    status: 'waiting',
    refusal: null,
    itemId: null,
    duplicate: false,
    createdAt: at,
    updatedAt: at,
    expiresAt: Timestamp.fromMillis(now.getTime() + LIBRARY_UPLOAD_RECORD_TTL_MS),
  };
  await ref.create(document);
  return ref.id;
}

/** The upload as the console shows it, with its item's card link and review (null until it is an item). */
export function toLibraryUploadView(
  record: LibraryUploadRecord,
  { preview, review }: Pick<LibraryUploadView, 'preview' | 'review'>,
): LibraryUploadView {
  return {
    uploadId: record.uploadId,
    fileName: record.fileName,
    community: record.community,
    status: record.status,
    refusal: record.refusal,
    itemId: record.itemId,
    duplicate: record.duplicate,
    preview,
    review,
  };
}

/** The named uploads of one admin, in the order asked; others' uploads and unknown ids are left out. */
export async function libraryUploadsOf(
  uploaderUid: string,
  uploadIds: readonly string[],
): Promise<LibraryUploadRecord[]> {
  const snaps = await db().getAll(...uploadIds.map(libraryUploadRef));
  return snaps
    .filter((snap) => snap.exists && snap.get('uploaderUid') === uploaderUid)
    .map((snap) => ({ uploadId: snap.id, ...(snap.data() as LibraryUploadDocument) }));
}

/**
 * Moves a waiting upload of this uploader to 'processing' and returns it; null when there is no such upload, it is
 * someone else's, or it was already taken (a storage event delivered twice processes once).
 */
export async function claimLibraryUpload(uploadId: string, uploaderUid: string, now = new Date()) {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(libraryUploadRef(uploadId));
    if (!snap.exists || snap.get('uploaderUid') !== uploaderUid || snap.get('status') !== 'waiting') return null;
    tx.update(snap.ref, { status: 'processing', updatedAt: Timestamp.fromDate(now) });
    return { uploadId, ...(snap.data() as LibraryUploadDocument) };
  });
}

/** Marks a claimed upload as the media job's: from now on only a job run processes and concludes it. */
export async function handOverLibraryUpload(uploadId: string, now = new Date()): Promise<void> {
  await libraryUploadRef(uploadId).update({ processingIn: 'job', updatedAt: Timestamp.fromDate(now) });
}

/** The upload a job run was started for, when it is still the job's to process (handed over, not concluded). */
export async function handedOverUpload(uploadId: string, uploaderUid: string): Promise<LibraryUploadRecord | null> {
  const snap = await libraryUploadRef(uploadId).get();
  if (!snap.exists || snap.get('uploaderUid') !== uploaderUid) return null;
  if (snap.get('status') !== 'processing' || snap.get('processingIn') !== 'job') return null;
  return { uploadId, ...(snap.data() as LibraryUploadDocument) };
}

export type UploadConclusion =
  | { status: 'ready'; itemId: string; duplicate: boolean }
  | { status: 'refused'; refusal: UploadRefusal }
  | { status: 'failed' };

export async function concludeLibraryUpload(uploadId: string, conclusion: UploadConclusion, now = new Date()) {
  await libraryUploadRef(uploadId).update({
    status: conclusion.status,
    refusal: conclusion.status === 'refused' ? conclusion.refusal : null,
    itemId: conclusion.status === 'ready' ? conclusion.itemId : null,
    duplicate: conclusion.status === 'ready' && conclusion.duplicate,
    updatedAt: Timestamp.fromDate(now),
  });
}

/** Every upload still marked 'processing' (few at any time: each is one original being worked on, or a stalled one). */
export async function processingUploads(): Promise<LibraryUploadRecord[]> {
  const snaps = await db().collection(COLLECTIONS.libraryUploads).where('status', '==', 'processing').get();
  return snaps.docs.map((snap) => ({ uploadId: snap.id, ...(snap.data() as LibraryUploadDocument) }));
}

/**
 * Concludes an upload 'failed' when, read again in a transaction, `stalled` still holds for it: a processor that
 * finishes meanwhile wins, and two sweeps conclude it once. True when this call concluded it.
 */
export async function failStalledUpload(
  uploadId: string,
  stalled: (record: LibraryUploadRecord) => boolean,
  now = new Date(),
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(libraryUploadRef(uploadId));
    if (!snap.exists || !stalled({ uploadId, ...(snap.data() as LibraryUploadDocument) })) return false;
    tx.update(snap.ref, {
      status: 'failed',
      refusal: null,
      itemId: null,
      duplicate: false,
      updatedAt: Timestamp.fromDate(now),
    });
    return true;
  });
}
