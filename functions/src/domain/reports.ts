// The takedown queue (docs/product-rules.md "Reports and takedowns"): anyone reports an item, an
// admin removes it (every listing, thumbnail and resolve stops serving it) or dismisses the report.
import type { z } from 'zod';
import { db } from '../data/db.js';
import {
  addReport,
  blockKeysIn,
  openReports,
  recentlyDecidedReports,
  reportRef,
  removalKeysOf,
  reportsCreatedBetween,
  type ReportDocumentData,
} from '../data/reports.js';
import type {
  AdminReportsResponse,
  ReportDecisionBody,
  ReportDecisionResponse,
  reportBodySchema,
} from '../shared/api/schemas/reports.js';
import { REPORT_DECISION_MS, REPORT_QUEUE_MAX, REPORT_RECENT_DECISIONS } from '../shared/constants.js';
import { removalKeysFor } from '../media/reportBinding.js';
import { REPORT_REASON_LABELS } from '../shared/reports.js';
import { toCsv } from './csv.js';
import { Timestamp } from 'firebase-admin/firestore';
import { DomainError } from './errors.js';

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

export async function reportQueue(): Promise<AdminReportsResponse> {
  const [open, recent] = await Promise.all([
    openReports(db(), REPORT_QUEUE_MAX),
    recentlyDecidedReports(db(), REPORT_RECENT_DECISIONS),
  ]);
  return { ok: true, open, recent };
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
    await blockKeysIn(tx, firestore, keys, id, nowMs);
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
    (r.decidedAtMs ?? nowMs) - r.createdAtMs > REPORT_DECISION_MS ? 'yes' : 'no',
  ]);
  return toCsv(REPORTS_CSV_HEADER, rows);
}
