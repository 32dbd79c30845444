import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS } from '../shared/api/adminHealth.js';
import { AUDIT_RETENTION_MS, auditDocument, isRefusal } from './audit.js';

describe('auditDocument', () => {
  it('when an event is recorded, then it keeps kind, uid, reason, time and a TTL a week later', () => {
    const doc = auditDocument('premium_grant', { uid: 'u1', reason: 'code', extra: 'not stored' }, 1_000);
    expect(doc).toMatchObject({ kind: 'premium_grant', uid: 'u1', reason: 'code' });
    expect(doc.at.toMillis()).toBe(1_000);
    expect(doc.expiresAt.toMillis()).toBe(1_000 + AUDIT_RETENTION_MS);
    expect(Object.keys(doc).sort()).toEqual(['at', 'expiresAt', 'kind', 'reason', 'uid']);
  });

  it('when the caller passes long text, then the stored strings are bounded', () => {
    const doc = auditDocument('rate_limited', { uid: 'x'.repeat(500), reason: 'y'.repeat(5000) }, 0);
    expect(doc.uid?.length).toBe(128);
    expect(doc.reason.length).toBe(200);
  });
});

describe('isRefusal', () => {
  it('when asked about each kind, then only the refusals are refusals', () => {
    expect(AUDIT_KINDS.filter(isRefusal)).toEqual(['referral_refused', 'postback_rejected', 'rate_limited']);
  });
});
