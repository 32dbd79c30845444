// A performer record's documents (docs/product-rules.md#performer-records): photos or scans of the identity document
// and the signed release, sealed under the record's key and kept in Storage under records/{recordId}/ (a path no
// storage rule opens to a browser). What a file is comes from its bytes; each one added or viewed is on the trail.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { configuredRecordsKey } from '../config/recordsParams.js';
import { db } from '../data/db.js';
import {
  noteOnTrail,
  noteOnTrailIn,
  performerRecordRef,
  requirePerformerRecord,
  type PerformerDocumentEntry,
} from '../data/performerRecords.js';
import { DomainError } from '../domain/errors.js';
import { PERFORMER_DOCUMENTS_MAX, PERFORMER_DOCUMENT_MAX_BYTES } from '../shared/constants.js';
import type { PerformerDocumentKind, PerformerDocumentType } from '../shared/api/schemas/performerRecords.js';
import { documentTypeOf } from './documentType.js';
import { openBytes, sealBytes } from './recordSealing.js';

const documentPurpose = (documentId: string) => `document:${documentId}`;
const documentObject = (recordId: string, documentId: string) =>
  getStorage().bucket().file(`records/${recordId}/${documentId}`);
/** 20 letters and digits, like a Firestore id (the route's pattern). */
const newDocumentId = () => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);

/** The document's bytes, opened (the caller puts the view on the trail). */
export async function readDocument(recordId: string, entry: PerformerDocumentEntry, key: string): Promise<Buffer> {
  const [sealed] = await documentObject(recordId, entry.id).download();
  return openBytes(key, recordId, documentPurpose(entry.id), sealed);
}

/** Seals and stores an ID image or a signed release; what it is comes from its bytes. */
export async function addPerformerDocument(
  id: string,
  kind: PerformerDocumentKind,
  bytes: Buffer,
  byUid: string,
): Promise<string> {
  const contentType = documentTypeOf(bytes);
  if (!contentType || bytes.length > PERFORMER_DOCUMENT_MAX_BYTES)
    throw new DomainError('invalid', 'performerDocumentInvalid');
  const key = configuredRecordsKey();
  const record = await requirePerformerRecord(id);
  if (record.documents.length >= PERFORMER_DOCUMENTS_MAX) throw new DomainError('conflict', 'performerDocumentsFull');
  const documentId = newDocumentId();
  const object = documentObject(id, documentId);
  await object.save(sealBytes(key, id, documentPurpose(documentId), bytes), {
    contentType: 'application/octet-stream',
    resumable: false,
  });
  const entry: PerformerDocumentEntry = {
    id: documentId,
    kind,
    contentType,
    bytes: bytes.length,
    addedAt: Timestamp.now(),
  };
  try {
    await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(performerRecordRef(id));
      const documents = (snapshot.get('documents') as PerformerDocumentEntry[] | undefined) ?? [];
      if (documents.length >= PERFORMER_DOCUMENTS_MAX) throw new DomainError('conflict', 'performerDocumentsFull');
      tx.update(snapshot.ref, { documents: FieldValue.arrayUnion(entry) });
      noteOnTrailIn(tx, id, 'documentAdded', byUid);
    });
  } catch (error) {
    // A document the record does not list must not stay in the bucket.
    await object.delete({ ignoreNotFound: true });
    throw error;
  }
  return documentId;
}

export async function readPerformerDocument(
  id: string,
  documentId: string,
  byUid: string,
): Promise<{ contentType: PerformerDocumentType; bytes: Buffer }> {
  const key = configuredRecordsKey();
  const record = await requirePerformerRecord(id);
  const entry = record.documents.find((candidate) => candidate.id === documentId);
  if (!entry) throw new DomainError('notFound', 'performerDocumentNotFound');
  await noteOnTrail(id, 'documentViewed', byUid);
  return { contentType: entry.contentType, bytes: await readDocument(id, entry, key) };
}
