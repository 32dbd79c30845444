// `performer_records/{id}` (docs/product-rules.md#performer-records): one person depicted in the operator's media.
// The legal name and date of birth are sealed (`sealedIdentity`, records/recordSealing.ts); what publication depends
// on (the ID check's status, what the consent covers) and the stage names admins pick people by are in clear. The
// `trail` subcollection keeps who added, viewed, checked or exported the record, for as long as the record.
import { FieldValue, type DocumentReference, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors.js';
import { COLLECTIONS } from '../shared/collections.js';
import { PERFORMER_RECORDS_LIST_MAX } from '../shared/constants.js';
import type {
  PerformerDocumentKind,
  PerformerDocumentType,
  PerformerRecordAction,
} from '../shared/api/schemas/performerRecords.js';
import type { IdentityCheckState } from '../records/identityCheck/checkRun.js';
import type { PerformerStanding } from '../records/publication.js';
import { db } from './db.js';

export interface PerformerDocumentEntry {
  id: string;
  kind: PerformerDocumentKind;
  contentType: PerformerDocumentType;
  /** Before sealing. */
  bytes: number;
  addedAt: Timestamp;
}

export interface PerformerRecordDocument {
  stageNames: string[];
  /** `{legalName, dateOfBirth}`, sealed under the record's key with purpose `identity`. */
  sealedIdentity: string;
  consent: {
    recorded: boolean;
    publication: boolean;
    download: boolean;
    signedOn: string;
    productionDate: string;
    withdrawnAt: Timestamp | null;
  };
  idCheck: IdentityCheckState;
  documents: PerformerDocumentEntry[];
  createdAt: Timestamp;
  createdBy: string;
}

export type PerformerRecord = PerformerRecordDocument & { id: string };

const records = () => db().collection(COLLECTIONS.performerRecords);
export const performerRecordRef = (id: string): DocumentReference => records().doc(id);
export const newPerformerRecordId = (): string => records().doc().id;

const fromData = (id: string, data: FirebaseFirestore.DocumentData): PerformerRecord => ({
  id,
  ...(data as PerformerRecordDocument),
});

export function standingOf(record: PerformerRecordDocument): PerformerStanding {
  return {
    idCheck: { status: record.idCheck.status },
    consent: {
      recorded: record.consent.recorded,
      publication: record.consent.publication,
      withdrawnAtMs: record.consent.withdrawnAt?.toMillis() ?? null,
    },
  };
}

/** The record, or 404 `performerRecordNotFound`. */
export async function requirePerformerRecord(id: string): Promise<PerformerRecord> {
  const data = (await performerRecordRef(id).get()).data();
  if (!data) throw new DomainError('notFound', 'performerRecordNotFound');
  return fromData(id, data);
}

export async function performerRecordsByIds(ids: readonly string[]): Promise<Map<string, PerformerRecord>> {
  if (ids.length === 0) return new Map();
  const snaps = await db().getAll(...ids.map(performerRecordRef));
  return new Map(
    snaps.flatMap((snap) => {
      const data = snap.data();
      return data ? [[snap.id, fromData(snap.id, data)] as const] : [];
    }),
  );
}

/** The newest records first, at most PERFORMER_RECORDS_LIST_MAX. */
export async function listPerformerRecords(): Promise<PerformerRecord[]> {
  const snapshot = await records().orderBy('createdAt', 'desc').limit(PERFORMER_RECORDS_LIST_MAX).get();
  return snapshot.docs.map((doc) => fromData(doc.id, doc.data()));
}

/** The standing of each record that exists, read in the caller's transaction (an approval reads them with the item). */
export async function standingsInTransaction(
  tx: Transaction,
  ids: readonly string[],
): Promise<Map<string, PerformerStanding>> {
  if (ids.length === 0) return new Map();
  const snaps = await tx.getAll(...ids.map(performerRecordRef));
  return new Map(
    snaps.flatMap((snap) => {
      const data = snap.data();
      return data ? [[snap.id, standingOf(data as PerformerRecordDocument)] as const] : [];
    }),
  );
}

const trailRef = (id: string) => performerRecordRef(id).collection('trail');

/**
 * Puts what the custodian did on the record's trail (kept as long as the record) and on the audit log (the record id
 * and the action only, nothing personal): in the transaction that acts on the record, or on its own.
 */
function trailEntry(id: string, action: PerformerRecordAction, byUid: string) {
  logger.info(`audit: performer_record ${action}`, { audit: 'performer_record', action, recordId: id, uid: byUid });
  return { action, by: byUid, at: FieldValue.serverTimestamp() };
}

export function noteOnTrailIn(tx: Transaction, id: string, action: PerformerRecordAction, byUid: string): void {
  tx.create(trailRef(id).doc(), trailEntry(id, action, byUid));
}

export async function noteOnTrail(id: string, action: PerformerRecordAction, byUid: string): Promise<void> {
  await trailRef(id).add(trailEntry(id, action, byUid));
}

export interface TrailEntry {
  action: PerformerRecordAction;
  by: string;
  at: Timestamp;
}

export async function readTrail(id: string, limit: number): Promise<TrailEntry[]> {
  const snapshot = await trailRef(id).orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => doc.data() as TrailEntry);
}
