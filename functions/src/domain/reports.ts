// The takedown queue (docs/product-rules.md "Reports and takedowns"): anyone reports an item, an
// admin removes it (every listing, thumbnail and resolve stops serving it) or dismisses the report.
import type { z } from 'zod';
import { db } from '../data/db.js';
import { formatQueueCursor, parseQueueCursor } from '../data/queueCursor.js';
import {
  addReport,
  blockKeysIn,
  openReportCounts,
  openReports,
  recentlyDecidedReports,
  reportRef,
  removalKeysOf,
  reportsCreatedBetween,
  type ReportDocumentData,
} from '../data/reports.js';
import type {
  AdminOpenReportsResponse,
  AdminReportsResponse,
  OpenReportsQuery,
  ReportBulkDismissBody,
  ReportBulkDismissResponse,
  ReportDecisionBody,
  ReportDecisionResponse,
  reportBodySchema,
} from '../shared/api/schemas/reports.js';
import { REPORT_QUEUE_PAGE_SIZE, REPORT_RECENT_DECISIONS } from '../shared/constants.js';
import { removalKeysFor } from '../media/reportBinding.js';
import { REPORT_REASON_LABELS, reportDeadlineMs } from '../shared/reports.js';
import { toCsv } from './csv.js';
import { Timestamp } from 'firebase-admin/firestore';
import { DomainError } from './errors.js';
import { keepRemovedFingerprints, readRemovedItemFingerprints } from '../data/removedFingerprints.js';
import { storedItemIdInLink } from '../data/storedMedia.js';

/**
 * Queues a report with the keys a Remove will block, fixed now: a panel item's post only when the listing
 * signed it with this URL (`signingKey` null: nothing is signed), a removal request's URL alone.
 */
export async function submitReport(
  body: z.output<typeof reportBodySchema>,
  nowMs: number,
  signingKey: string | null,
): Promise<string> {
  const item =
    body.origin === 'removalRequest'
      ? { url: body.url, source: null, sourceId: null, postUrl: null, contact: body.contact ?? null }
      : { url: body.url, source: body.source, sourceId: body.sourceId, postUrl: body.postUrl, contact: null };
  const sig = body.origin === 'removalRequest' ? undefined : body.itemSig;
  const blockKeys = removalKeysFor(item, sig, signingKey);
  return addReport(
    db(),
    { origin: body.origin, reason: body.reason, text: body.text ?? '', ...item, blockKeys },
    nowMs,
  );
}

/** The queue's summary: each lane's open count and the latest decisions. */
export async function reportQueue(): Promise<AdminReportsResponse> {
  const [counts, recent] = await Promise.all([
    openReportCounts(db()),
    recentlyDecidedReports(db(), REPORT_RECENT_DECISIONS),
  ]);
  return { ok: true, counts, recent };
}

/** One page of a lane's open reports, oldest first. */
export async function openReportsPage({ lane, after }: OpenReportsQuery): Promise<AdminOpenReportsResponse> {
  const page = await openReports(db(), lane, {
    limit: REPORT_QUEUE_PAGE_SIZE,
    ...(after ? { after: parseQueueCursor(after) } : {}),
  });
  return { ok: true, lane, open: page.reports, after: page.after ? formatQueueCursor(page.after) : null };
}

/**
 * Dismisses the named open reports in one transaction (nothing is blocked); reports already decided, or unknown,
 * are counted as skipped and left as they were.
 */
export async function dismissReports(
  { ids }: ReportBulkDismissBody,
  nowMs: number,
): Promise<ReportBulkDismissResponse> {
  const firestore = db();
  const unique = [...new Set(ids)];
  return firestore.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...unique.map((id) => reportRef(firestore, id)));
    const open = snaps.filter((snap) => snap.exists && (snap.data() as ReportDocumentData).status === 'open');
    for (const snap of open) tx.update(snap.ref, { status: 'dismissed', decidedAt: Timestamp.fromMillis(nowMs) });
    return { ok: true, dismissed: open.length, skipped: unique.length - open.length };
  });
}

/**
 * Decides an open report in one transaction: 'remove' writes every key of its item to the global
 * blocklist. A second decision of the same report is refused (409), so a retry cannot flip it.
 */
export async function decideReport(
  { id, decision }: ReportDecisionBody,
  nowMs: number,
): Promise<ReportDecisionResponse> {
  const firestore = db();
  return firestore.runTransaction(async (tx) => {
    const ref = reportRef(firestore, id);
    const snap = await tx.get(ref);
    if (!snap.exists) throw new DomainError('notFound', 'reportNotFound');
    const report = snap.data() as ReportDocumentData;
    if (report.status !== 'open') throw new DomainError('conflict', 'reportAlreadyDecided');
    const keys = decision === 'remove' ? removalKeysOf(report) : [];
    // An uploaded item removed: its fingerprints keep copies of it from being uploaded again.
    const itemId = decision === 'remove' ? storedItemIdInLink(report.url) : null;
    const fingerprints = itemId ? await readRemovedItemFingerprints(tx, itemId) : [];
    await blockKeysIn(tx, firestore, keys, id, nowMs);
    if (itemId) keepRemovedFingerprints(tx, fingerprints, { itemId, reportId: id }, nowMs);
    const status = decision === 'remove' ? 'removed' : 'dismissed';
    tx.update(ref, { status, decidedAt: Timestamp.fromMillis(nowMs) });
    return { ok: true, status, blocked: keys.length };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM` → its first instant and the next month's, in UTC. */
function monthBounds(month: string): { fromMs: number; toMs: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { fromMs: Date.UTC(year, monthNumber - 1, 1), toMs: Date.UTC(year, monthNumber, 1) };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const REPORTS_CSV_HEADER = [
  'report_id',
  'received_utc',
  'origin',
  'reason',
  'url',
  'source',
  'source_id',
  'post_url',
  'text',
  'status',
  'decided_utc',
  'days_to_decision',
  'past_deadline',
] as const;

/** One month's reports (by the day they came in, UTC) with their decisions: the processor's monthly report. */
export async function monthlyReportsCsv(month: string, nowMs: number): Promise<string> {
  const { fromMs, toMs } = monthBounds(month);
  const rows = (await reportsCreatedBetween(db(), fromMs, toMs)).map((r) => [
    r.id,
    iso(r.createdAtMs),
    r.origin,
    REPORT_REASON_LABELS[r.reason],
    r.url,
    r.source,
    r.sourceId,
    r.postUrl,
    r.text,
    r.status,
    iso(r.decidedAtMs),
    r.decidedAtMs === null ? null : ((r.decidedAtMs - r.createdAtMs) / DAY_MS).toFixed(1),
    (r.decidedAtMs ?? nowMs) - r.createdAtMs > reportDeadlineMs(r.reason) ? 'yes' : 'no',
  ]);
  return toCsv(REPORTS_CSV_HEADER, rows);
}
