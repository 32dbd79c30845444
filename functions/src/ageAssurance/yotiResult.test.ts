import { describe, expect, it } from 'vitest';
import { checkYotiResult } from './yotiResult.js';

const expected = { sessionId: 'sess-1', sdkId: 'sdk-1', referenceId: 'ref-1' };

// The shape of Yoti's result answer (developers.yoti.com/age-verification/results).
const complete = {
  id: 'sess-1',
  sdk_id: 'sdk-1',
  type: 'OVER',
  age: 18,
  status: 'COMPLETE',
  method: 'AGE_ESTIMATION',
  reference_id: 'ref-1',
  created_at: '2026-11-26T10:00:00Z',
  expires_at: '2026-11-26T10:15:00Z',
  updated_at: '2026-11-26T10:01:00Z',
  evidence_id: 'ev-1',
};

describe('checkYotiResult', () => {
  it('when the session is complete, over 18, ours and bound to this browser, then it passes with its method', () => {
    expect(checkYotiResult(complete, expected)).toEqual({ passed: true, method: 'AGE_ESTIMATION' });
    expect(checkYotiResult({ ...complete, age: 21 }, expected)).toEqual({ passed: true, method: 'AGE_ESTIMATION' });
  });

  it.each([
    ['not an object', null, 'not-an-object', 'error'],
    ['an array', [complete], 'not-an-object', 'error'],
    ['another session', { ...complete, id: 'sess-2' }, 'other-session', 'error'],
    ['another SDK', { ...complete, sdk_id: 'sdk-2' }, 'other-sdk', 'error'],
    ['another browser (reference)', { ...complete, reference_id: 'ref-2' }, 'other-reference', 'error'],
    ['no reference', { ...complete, reference_id: undefined }, 'other-reference', 'error'],
    ['type UNDER', { ...complete, type: 'UNDER' }, 'not-over', 'error'],
    ['age 17', { ...complete, age: 17 }, 'below-threshold', 'error'],
    ['age missing', { ...complete, age: undefined }, 'below-threshold', 'error'],
    ['age as text', { ...complete, age: '18' }, 'below-threshold', 'error'],
    ['age NaN', { ...complete, age: Number.NaN }, 'below-threshold', 'error'],
    ['status PENDING', { ...complete, status: 'PENDING' }, 'status-pending', 'pending'],
    ['status IN_PROGRESS', { ...complete, status: 'IN_PROGRESS' }, 'status-pending', 'pending'],
    ['status FAIL', { ...complete, status: 'FAIL' }, 'status-failed', 'failed'],
    ['status CANCELLED', { ...complete, status: 'CANCELLED' }, 'status-cancelled', 'cancelled'],
    ['status EXPIRED', { ...complete, status: 'EXPIRED' }, 'status-expired', 'expired'],
    ['status ERROR', { ...complete, status: 'ERROR' }, 'status-error', 'error'],
    ['a status added later', { ...complete, status: 'REVIEW' }, 'status-unknown', 'error'],
    ['a lower-case status', { ...complete, status: 'complete' }, 'status-unknown', 'error'],
    ['an inherited status name', { ...complete, status: 'constructor' }, 'status-unknown', 'error'],
  ])('when the answer has %s, then it is refused', (_case, answer, refusal, outcome) => {
    expect(checkYotiResult(answer, expected)).toEqual({ passed: false, refusal, outcome });
  });

  it('when the method is not a plain name, then the proof records UNKNOWN rather than the text', () => {
    expect(checkYotiResult({ ...complete, method: '<b>x</b>' }, expected)).toEqual({ passed: true, method: 'UNKNOWN' });
  });
});
