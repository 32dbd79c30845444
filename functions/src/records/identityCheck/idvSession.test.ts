import { describe, expect, it } from 'vitest';
import { readDocumentFields, readIdvSession, REQUIRED_CHECKS } from './idvSession.js';

const SESSION_ID = 'a1b2c3';
const approvedCheck = (type: string) => ({ type, state: 'DONE', report: { recommendation: { value: 'APPROVE' } } });
const completed = (overrides: Record<string, unknown> = {}) => ({
  session_id: SESSION_ID,
  state: 'COMPLETED',
  checks: REQUIRED_CHECKS.map(approvedCheck),
  resources: { id_documents: [{ document_fields: { media: { id: 'm1' } } }] },
  ...overrides,
});

describe("reading Yoti's identity verification session", () => {
  it("when every check approves and one document was read, then it is approved with that document's fields", () => {
    expect(readIdvSession(completed(), SESSION_ID)).toEqual({ outcome: 'approved', documentFieldsMediaId: 'm1' });
  });

  it('when the session is still going, then it is pending', () => {
    expect(readIdvSession(completed({ state: 'ONGOING', checks: [] }), SESSION_ID)).toEqual({ outcome: 'pending' });
  });

  it.each([
    ['another session', completed({ session_id: 'other' }), 'unreadable'],
    ['not an object', 'COMPLETED', 'unreadable'],
    ['an unknown state', completed({ state: 'PAUSED' }), 'unreadable'],
    ['an expired session', completed({ state: 'EXPIRED' }), 'expired'],
    [
      'a rejected face match',
      completed({
        checks: [
          ...REQUIRED_CHECKS.map(approvedCheck),
          { type: 'ID_DOCUMENT_FACE_MATCH', state: 'DONE', report: { recommendation: { value: 'REJECT' } } },
        ],
      }),
      'rejected',
    ],
    [
      'an authenticity check not available',
      completed({
        checks: REQUIRED_CHECKS.map((type) =>
          type === 'ID_DOCUMENT_AUTHENTICITY'
            ? { type, state: 'DONE', report: { recommendation: { value: 'NOT_AVAILABLE' } } }
            : approvedCheck(type),
        ),
      }),
      'rejected',
    ],
    [
      'no liveness check',
      completed({ checks: REQUIRED_CHECKS.filter((t) => t !== 'LIVENESS').map(approvedCheck) }),
      'incomplete',
    ],
    [
      'a check not done',
      completed({ checks: REQUIRED_CHECKS.map((type) => ({ ...approvedCheck(type), state: 'CREATED' })) }),
      'incomplete',
    ],
    ['no document fields', completed({ resources: { id_documents: [{}] } }), 'incomplete'],
    [
      'two documents',
      completed({
        resources: {
          id_documents: [{ document_fields: { media: { id: 'm1' } } }, { document_fields: { media: { id: 'm2' } } }],
        },
      }),
      'incomplete',
    ],
  ])('when the answer is %s, then it fails as %s', (_, raw, reason) => {
    expect(readIdvSession(raw, SESSION_ID)).toEqual({ outcome: 'failed', reason });
  });

  it('when the document fields give a full name or its parts, then they are read; a missing date is not', () => {
    expect(readDocumentFields({ full_name: 'Ada Quill', date_of_birth: '1990-01-01', nationality: 'GBR' })).toEqual({
      fullName: 'Ada Quill',
      dateOfBirth: '1990-01-01',
    });
    expect(readDocumentFields({ given_names: 'Ada', family_name: 'Quill', date_of_birth: '1990-01-01' })).toEqual({
      fullName: 'Ada Quill',
      dateOfBirth: '1990-01-01',
    });
    expect(readDocumentFields({ full_name: 'Ada Quill' })).toBeNull();
    expect(readDocumentFields({ full_name: 'Ada Quill', date_of_birth: '01/01/1990' })).toBeNull();
    expect(readDocumentFields({ date_of_birth: '1990-01-01' })).toBeNull();
  });
});
