import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../data/db.js';
import {
  AUDIT_KINDS,
  AUDIT_RECENT_MAX,
  AUDIT_REFUSAL_KINDS,
  type AdminAuditResponse,
  type AuditEventView,
} from '../shared/api/adminHealth.js';
import type { AuditEventDocumentData } from './audit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last 24 h of the audit trail: one count aggregation per kind, and the latest refusals. */
export async function auditSummary(nowMs: number): Promise<AdminAuditResponse> {
  const since = Timestamp.fromMillis(nowMs - DAY_MS);
  const events = db().collection(COLLECTIONS.auditEvents);
  const [counts, recent] = await Promise.all([
    Promise.all(
      AUDIT_KINDS.map(async (kind) => {
        const snap = await events.where('kind', '==', kind).where('at', '>=', since).count().get();
        return [kind, snap.data().count] as const;
      }),
    ),
    events
      .where('kind', 'in', [...AUDIT_REFUSAL_KINDS])
      .where('at', '>=', since)
      .orderBy('at', 'desc')
      .limit(AUDIT_RECENT_MAX)
      .get(),
  ]);
  const recentRefusals: AuditEventView[] = recent.docs.map((doc) => {
    const data = doc.data() as AuditEventDocumentData;
    return { kind: data.kind, uid: data.uid, reason: data.reason, at: data.at.toDate().toISOString() };
  });
  return {
    ok: true,
    since: since.toDate().toISOString(),
    counts: Object.fromEntries(counts) as AdminAuditResponse['counts'],
    recentRefusals,
  };
}
