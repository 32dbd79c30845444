// What we accept from Yoti's GET /api/v1/sessions/{id}/result (docs/age-assurance.md, EXTERNAL-APIS facts):
// only our session and SDK id, the reference_id bound to this browser, type OVER, status COMPLETE, age ≥ 18.
// Pure, so every refusal reason has its unit test.
import { AGE_ASSURANCE_THRESHOLD } from '../shared/constants.js';
import type { AgeCheckOutcome } from '../shared/api/schemas/ageAssurance.js';

export interface ExpectedYotiSession {
  sessionId: string;
  sdkId: string;
  referenceId: string;
}

/** Why an answer was not a pass; `outcome` is what the visitor is told. */
type YotiRefusal =
  | 'not-an-object'
  | 'other-session'
  | 'other-sdk'
  | 'other-reference'
  | 'not-over'
  | 'below-threshold'
  | 'status-pending'
  | 'status-failed'
  | 'status-cancelled'
  | 'status-expired'
  | 'status-error'
  | 'status-unknown';

export type YotiVerdict =
  | { passed: true; method: string }
  | { passed: false; refusal: YotiRefusal; outcome: Exclude<AgeCheckOutcome, 'passed'> };

const STATUS_REFUSALS: Readonly<Record<string, { refusal: YotiRefusal; outcome: Exclude<AgeCheckOutcome, 'passed'> }>> =
  {
    PENDING: { refusal: 'status-pending', outcome: 'pending' },
    IN_PROGRESS: { refusal: 'status-pending', outcome: 'pending' },
    FAIL: { refusal: 'status-failed', outcome: 'failed' },
    CANCELLED: { refusal: 'status-cancelled', outcome: 'cancelled' },
    EXPIRED: { refusal: 'status-expired', outcome: 'expired' },
    ERROR: { refusal: 'status-error', outcome: 'error' },
  };

const refuse = (refusal: YotiRefusal, outcome: Exclude<AgeCheckOutcome, 'passed'> = 'error'): YotiVerdict => ({
  passed: false,
  refusal,
  outcome,
});

export function checkYotiResult(raw: unknown, expected: ExpectedYotiSession): YotiVerdict {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('not-an-object');
  const result = raw as Record<string, unknown>;
  // Identity first: an answer about another session says nothing about this browser.
  if (result.id !== expected.sessionId) return refuse('other-session');
  if (result.sdk_id !== expected.sdkId) return refuse('other-sdk');
  if (result.reference_id !== expected.referenceId) return refuse('other-reference');
  if (result.type !== 'OVER') return refuse('not-over');
  if (result.status !== 'COMPLETE') {
    // "Additional states may be added": anything unknown is an error, never a pass.
    const known =
      typeof result.status === 'string' && Object.hasOwn(STATUS_REFUSALS, result.status)
        ? STATUS_REFUSALS[result.status]
        : undefined;
    return known ? refuse(known.refusal, known.outcome) : refuse('status-unknown');
  }
  // For OVER, `age` is the threshold that was checked, not the visitor's age.
  if (typeof result.age !== 'number' || !(result.age >= AGE_ASSURANCE_THRESHOLD)) return refuse('below-threshold');
  const method = typeof result.method === 'string' && /^[A-Z_]{1,40}$/.test(result.method) ? result.method : 'UNKNOWN';
  return { passed: true, method };
}
