// The custodian of records' work on performer records (docs/product-rules.md#performer-records): add a record, view
// and export it, record a withdrawn consent (its ID check: performerIdCheck.ts; its documents:
// performerDocuments.ts). Every step is on the record's trail; nothing personal reaches a log line.
import { Timestamp } from 'firebase-admin/firestore';
import { configuredRecordsKey } from '../config/recordsParams.js';
import { db } from '../data/db.js';
import {
  listPerformerRecords,
  newPerformerRecordId,
  noteOnTrail,
  noteOnTrailIn,
  performerRecordRef,
  readTrail,
  requirePerformerRecord,
  standingOf,
  type PerformerRecord,
  type PerformerRecordDocument,
} from '../data/performerRecords.js';
import { DomainError } from '../domain/errors.js';
import { countItemsNaming } from '../media/itemPerformers.js';
import { AGE_ASSURANCE_THRESHOLD } from '../shared/constants.js';
import type {
  PerformerRecordBody,
  PerformerRecordDetail,
  PerformerSummary,
} from '../shared/api/schemas/performerRecords.js';
import { readDocument } from './performerDocuments.js';
import { ageOn, clearanceOf } from './publication.js';
import { NO_IDENTITY_CHECK } from './identityCheck/checkRun.js';
import { openIdentity, sealIdentity, type RecordIdentity } from './recordIdentity.js';

const TRAIL_SHOWN = 50;

const iso = (at: Timestamp | null) => (at ? at.toDate().toISOString() : null);

function toPerformerSummary(record: PerformerRecord): PerformerSummary {
  return {
    id: record.id,
    stageNames: record.stageNames,
    clearance: clearanceOf(standingOf(record)),
    idCheck: record.idCheck.status,
    createdAt: record.createdAt.toDate().toISOString(),
  };
}

export async function performerSummaries(): Promise<PerformerSummary[]> {
  return (await listPerformerRecords()).map(toPerformerSummary);
}

/** Adds a record; a person under 18 on the production date gets none (the media must not be kept either). */
export async function addPerformerRecord(body: PerformerRecordBody, byUid: string): Promise<string> {
  if (ageOn(body.dateOfBirth, body.consent.productionDate) < AGE_ASSURANCE_THRESHOLD)
    throw new DomainError('invalid', 'performerUnderage');
  const key = configuredRecordsKey();
  const id = newPerformerRecordId();
  const identity: RecordIdentity = { legalName: body.legalName, dateOfBirth: body.dateOfBirth };
  const document: PerformerRecordDocument = {
    stageNames: [...new Set(body.stageNames)],
    sealedIdentity: sealIdentity(key, id, identity),
    consent: { ...body.consent, withdrawnAt: null },
    idCheck: NO_IDENTITY_CHECK,
    documents: [],
    createdAt: Timestamp.now(),
    createdBy: byUid,
  };
  await db().runTransaction((tx) => {
    tx.create(performerRecordRef(id), document);
    noteOnTrailIn(tx, id, 'added', byUid);
    return Promise.resolve();
  });
  return id;
}

async function detailOf(record: PerformerRecord, key: string): Promise<PerformerRecordDetail> {
  const identity = openIdentity(key, record.id, record.sealedIdentity);
  const [trail, itemCount] = await Promise.all([readTrail(record.id, TRAIL_SHOWN), countItemsNaming(db(), record.id)]);
  return {
    ...toPerformerSummary(record),
    legalName: identity.legalName,
    dateOfBirth: identity.dateOfBirth,
    consent: {
      recorded: record.consent.recorded,
      publication: record.consent.publication,
      download: record.consent.download,
      signedOn: record.consent.signedOn,
      productionDate: record.consent.productionDate,
      withdrawnAt: iso(record.consent.withdrawnAt),
    },
    idCheckDetail: {
      checkedAt: iso(record.idCheck.checkedAt),
      method: record.idCheck.method,
      provider: record.idCheck.provider,
      failure: record.idCheck.failure ?? null,
    },
    documents: record.documents.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      contentType: entry.contentType,
      bytes: entry.bytes,
      addedAt: entry.addedAt.toDate().toISOString(),
    })),
    trail: trail.map((entry) => ({ action: entry.action, by: entry.by, at: iso(entry.at) ?? '' })),
    itemCount,
  };
}

/** The whole record for the custodian; the view is on its trail before it is answered. */
export async function viewPerformerRecord(id: string, byUid: string): Promise<PerformerRecordDetail> {
  const key = configuredRecordsKey();
  const record = await requirePerformerRecord(id);
  await noteOnTrail(id, 'viewed', byUid);
  return detailOf(record, key);
}

/** Everything in a record, its ID images and release included, as one JSON file (for an inspection or a transfer). */
export async function exportPerformerRecord(id: string, byUid: string): Promise<unknown> {
  const key = configuredRecordsKey();
  const record = await requirePerformerRecord(id);
  await noteOnTrail(id, 'exported', byUid);
  const documents = await Promise.all(
    record.documents.map(async (entry) => ({
      id: entry.id,
      kind: entry.kind,
      contentType: entry.contentType,
      addedAt: entry.addedAt.toDate().toISOString(),
      base64: (await readDocument(record.id, entry, key)).toString('base64'),
    })),
  );
  const [detail, trail] = await Promise.all([detailOf(record, key), readTrail(id, 10_000)]);
  return {
    exportedAt: new Date().toISOString(),
    exportedBy: byUid,
    record: {
      ...detail,
      documents,
      trail: trail.map((entry) => ({ action: entry.action, by: entry.by, at: iso(entry.at) })),
    },
  };
}

/** Records a withdrawn consent; the caller then unpublishes every item naming the record. */
export async function withdrawPerformerConsent(id: string, byUid: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(performerRecordRef(id));
    if (!snapshot.exists) throw new DomainError('notFound', 'performerRecordNotFound');
    if (snapshot.get('consent.withdrawnAt')) return;
    tx.update(snapshot.ref, { 'consent.withdrawnAt': Timestamp.now() });
    noteOnTrailIn(tx, id, 'consentWithdrawn', byUid);
  });
}
