// The audit trail: one structured log line per premium grant/revoke and per refusal, plus one small
// `audit_events` document (TTL'd) so the admin page can count the last 24 h by kind.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../data/db.js';
import { AUDIT_REFUSAL_KINDS, type AuditKind } from '../shared/api/adminHealth.js';

export type { AuditKind };

/** Fields of one audit line. Only plain facts: never tokens, secrets, signatures or private text. */
export interface AuditFields {
  /** Whom it concerns; null when the caller was not signed in (postbacks, anonymous requests). */
  uid: string | null;
  /** Why, in a few words: the premium source, the refusal's message, the rate-limit bucket. */
  reason: string;
  [detail: string]: string | number | boolean | null;
}

export interface AuditEventDocumentData {
  kind: AuditKind;
  uid: string | null;
  reason: string;
  at: Timestamp;
  /** For a Firestore TTL policy on `audit_events.expiresAt`. */
  expiresAt: Timestamp;
}

export const AUDIT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const REASON_MAX = 200;
const UID_MAX = 128;

export function isRefusal(kind: AuditKind): boolean {
  return (AUDIT_REFUSAL_KINDS as readonly AuditKind[]).includes(kind);
}

/** The stored record: compact, with bounded strings whatever the caller passed. */
export function auditDocument(kind: AuditKind, fields: AuditFields, nowMs: number): AuditEventDocumentData {
  return {
    kind,
    uid: fields.uid === null ? null : fields.uid.slice(0, UID_MAX),
    reason: fields.reason.slice(0, REASON_MAX),
    at: Timestamp.fromMillis(nowMs),
    expiresAt: Timestamp.fromMillis(nowMs + AUDIT_RETENTION_MS),
  };
}

function logLine(kind: AuditKind, fields: AuditFields): void {
  const entry = { ...fields, audit: kind, reason: fields.reason.slice(0, REASON_MAX) };
  if (isRefusal(kind)) logger.warn(`audit: ${kind}`, entry);
  else logger.info(`audit: ${kind}`, entry);
}

const eventsRef = () => db().collection(COLLECTIONS.auditEvents);

/** Logs and records an event outside a transaction. Never throws: auditing must not break the request. */
export async function audit(kind: AuditKind, fields: AuditFields, nowMs: number = Date.now()): Promise<void> {
  logLine(kind, fields);
  try {
    await eventsRef().add(auditDocument(kind, fields, nowMs));
  } catch (error) {
    logger.warn('audit record not stored', { audit: kind, error: error instanceof Error ? error.message : 'unknown' });
  }
}

/**
 * Logs and records an event inside the transaction that causes it, so the record commits with the
 * change. (A retried transaction logs again; the stored record is written once.)
 */
export function auditInTransaction(tx: Transaction, kind: AuditKind, fields: AuditFields): void {
  logLine(kind, fields);
  tx.create(eventsRef().doc(), auditDocument(kind, fields, Date.now()));
}
