import { createHash } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { AdminReport } from '../shared/api/schemas/reports.js';
import type { QueueCursor } from './queueCursor.js';
import { COLLECTIONS } from '../shared/collections.js';
import { urlKeysFor, type BlockKey, type BlockKind } from '../media/blockMatching.js';
import {
  REPORT_LANE_REASONS,
  REPORT_LANES,
  type ReportLane,
  type ReportOrigin,
  type ReportReason,
  type ReportStatus,
} from '../shared/reports.js';

/**
 * The stored shape of `reports/{id}`. No reporter uid or address is kept (privacy by default: the
 * rate limits count hashed keys in `rate_limits`); `contact` is only what a removal requester typed.
 */
export interface ReportDocumentData {
  origin: ReportOrigin;
  url: string;
  source: string | null;
  sourceId: string | null;
  postUrl: string | null;
  reason: ReportReason;
  text: string;
  contact: string | null;
  createdAt: Timestamp;
  status: ReportStatus;
  decidedAt: Timestamp | null;
  /** What a Remove blocks, fixed when the report came in (reports stored before it had none: their URL's keys). */
  blockKeys?: BlockKey[];
}

export type NewReport = Omit<ReportDocumentData, 'createdAt' | 'status' | 'decidedAt'> & { blockKeys: BlockKey[] };

/** The keys a Remove of this report writes: those fixed at submission, else only its URL's own. */
export function removalKeysOf(report: ReportDocumentData): BlockKey[] {
  return report.blockKeys ?? urlKeysFor(report.url);
}

const reports = (db: Firestore) => db.collection(COLLECTIONS.reports);

export async function addReport(db: Firestore, report: NewReport, nowMs: number): Promise<string> {
  const data: ReportDocumentData = {
    ...report,
    createdAt: Timestamp.fromMillis(nowMs),
    status: 'open',
    decidedAt: null,
  };
  const ref = await reports(db).add(data);
  return ref.id;
}

export function reportRef(db: Firestore, id: string) {
  return reports(db).doc(id);
}

function toAdminReport(snap: DocumentSnapshot): AdminReport {
  const data = snap.data() as ReportDocumentData;
  return {
    id: snap.id,
    origin: data.origin,
    url: data.url,
    source: data.source,
    sourceId: data.sourceId,
    postUrl: data.postUrl,
    reason: data.reason,
    text: data.text,
    contact: data.contact,
    createdAtMs: data.createdAt.toMillis(),
    status: data.status,
    decidedAtMs: data.decidedAt?.toMillis() ?? null,
    blockKeys: removalKeysOf(data),
  };
}

/** Where a page of a lane ended: the last report's time and id (ties broken by id). */

const openInLane = (db: Firestore, lane: ReportLane) =>
  reports(db)
    .where('status', '==', 'open')
    .where('reason', 'in', [...REPORT_LANE_REASONS[lane]]);

/** One page of a lane's open reports, oldest first. */
export async function openReports(
  db: Firestore,
  lane: ReportLane,
  options: { limit: number; after?: QueueCursor },
): Promise<{ reports: AdminReport[]; after: QueueCursor | null }> {
  let query = openInLane(db, lane).orderBy('createdAt', 'asc').orderBy(FieldPath.documentId());
  if (options.after) query = query.startAfter(Timestamp.fromMillis(options.after.createdAtMs), options.after.id);
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit).map(toAdminReport);
  const last = page.at(-1);
  return {
    reports: page,
    after: snap.docs.length > options.limit && last ? { createdAtMs: last.createdAtMs, id: last.id } : null,
  };
}

/** How many reports are open in each lane (aggregations: one read per 1,000 reports). */
export async function openReportCounts(db: Firestore): Promise<Record<ReportLane, number>> {
  const counts = await Promise.all(
    REPORT_LANES.map(async (lane) => (await openInLane(db, lane).count().get()).data().count),
  );
  return Object.fromEntries(REPORT_LANES.map((lane, i) => [lane, counts[i] ?? 0])) as Record<ReportLane, number>;
}

export async function recentlyDecidedReports(db: Firestore, max: number): Promise<AdminReport[]> {
  const snap = await reports(db).where('decidedAt', '!=', null).orderBy('decidedAt', 'desc').limit(max).get();
  return snap.docs.map(toAdminReport);
}

/** Reports made in [fromMs, toMs), oldest first. */
export async function reportsCreatedBetween(db: Firestore, fromMs: number, toMs: number): Promise<AdminReport[]> {
  const snap = await reports(db)
    .where('createdAt', '>=', Timestamp.fromMillis(fromMs))
    .where('createdAt', '<', Timestamp.fromMillis(toMs))
    .orderBy('createdAt', 'asc')
    .get();
  return snap.docs.map(toAdminReport);
}

// ---- blocked_media/{kind}_{digest}: one document per blocked key ----------------------------------

interface BlockedMediaDocumentData {
  kind: BlockKind;
  value: string;
  /** The report whose removal blocked it, or what else did: `consent-withdrawn-{recordId}`, `library-block`. */
  reportId: string;
  createdAt: Timestamp;
}

function blockedRef(db: Firestore, key: BlockKey) {
  const digest = createHash('sha256').update(key.value).digest('hex').slice(0, 40);
  return db.collection(COLLECTIONS.blockedMedia).doc(`${key.kind}_${digest}`);
}

/** Writes the keys in the transaction; a key blocked before keeps its first record. */
export async function blockKeysIn(
  tx: Transaction,
  db: Firestore,
  keys: readonly BlockKey[],
  reportId: string,
  nowMs: number,
): Promise<void> {
  const refs = keys.map((key) => blockedRef(db, key));
  const existing = refs.length === 0 ? [] : await tx.getAll(...refs);
  let added = 0;
  refs.forEach((ref, i) => {
    const key = keys[i];
    if (!key || existing[i]?.exists) return;
    const data: BlockedMediaDocumentData = { ...key, reportId, createdAt: Timestamp.fromMillis(nowMs) };
    tx.create(ref, data);
    added += 1;
  });
  if (added > 0) moveBlocklistVersion(tx, db, nowMs);
}

/** Instances read the whole list again only when this moves (media/blocklist.ts). */
function moveBlocklistVersion(tx: Transaction, db: Firestore, nowMs: number): void {
  const version = { version: FieldValue.increment(1), updatedAt: Timestamp.fromMillis(nowMs) };
  tx.set(blocklistVersionRef(db), version, { merge: true });
}

/** Keys written in one transaction at most (blockKeysIn reads each first). */
const BLOCK_KEYS_PER_TRANSACTION = 100;

const entryKey = (entryId: string): BlockKey => ({ kind: 'post', value: entryId });

/**
 * Blocks library entries by their id (the "post" their items name), so that sessions in progress and favourites
 * drop them like a removal: a depicted person's withdrawn consent (`consent-withdrawn-{recordId}`) or an admin's
 * block (`library-block`). `by` stands where a removal names its report.
 */
export async function blockLibraryEntries(
  db: Firestore,
  entryIds: readonly string[],
  by: string,
  nowMs: number,
): Promise<void> {
  const keys = entryIds.map(entryKey);
  for (let start = 0; start < keys.length; start += BLOCK_KEYS_PER_TRANSACTION) {
    const chunk = keys.slice(start, start + BLOCK_KEYS_PER_TRANSACTION);
    await db.runTransaction((tx) => blockKeysIn(tx, db, chunk, by, nowMs));
  }
}

/** Lifts an entry's block made `by` (an admin's unblock), never one a report's removal made. */
export async function liftLibraryEntryBlock(db: Firestore, entryId: string, by: string, nowMs: number): Promise<void> {
  const ref = blockedRef(db, entryKey(entryId));
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('reportId') !== by) return;
    tx.delete(ref);
    moveBlocklistVersion(tx, db, nowMs);
  });
}

/** `blocklist_version/current`: a number that moves whenever a key is added to `blocked_media`. */
const blocklistVersionRef = (db: Firestore) => db.collection(COLLECTIONS.blocklistVersion).doc('current');

/** The blocklist's version (0 before anything was ever blocked): one read. */
export async function blocklistVersion(db: Firestore): Promise<number> {
  const version: unknown = (await blocklistVersionRef(db).get()).get('version');
  return typeof version === 'number' ? version : 0;
}

export async function loadBlockedKeys(db: Firestore): Promise<BlockKey[]> {
  const snap = await db.collection(COLLECTIONS.blockedMedia).select('kind', 'value').get();
  return snap.docs.map((doc) => ({ kind: doc.get('kind') as BlockKind, value: String(doc.get('value')) }));
}
