import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PerformerIdCheckFailure, PerformerIdCheckStatus } from '@shared/api/schemas/performerRecords';

/** A performer's ID check in words: where it stands, and why it failed. */
export const ID_CHECK_LABELS: Record<PerformerIdCheckStatus, MessageDescriptor> = {
  none: msg({ message: 'Not started', comment: "An ID check's state" }),
  pending: msg({ message: 'Started, no result yet', comment: "An ID check's state" }),
  passed: msg({ message: 'Passed', comment: "An ID check's state" }),
  failed: msg({ message: 'Failed', comment: "An ID check's state" }),
};

export const ID_CHECK_FAILURE_LABELS: Record<PerformerIdCheckFailure, MessageDescriptor> = {
  rejected: msg({
    message: 'The provider did not accept the document, the liveness check or the face match.',
    comment: 'Why a performer’s ID check failed',
  }),
  expired: msg({ message: 'The check expired before the person finished it.', comment: 'Why an ID check failed' }),
  incomplete: msg({
    message: 'The provider’s answer lacked a check or the document’s text.',
    comment: 'Why an ID check failed',
  }),
  unreadable: msg({ message: 'The provider’s answer could not be read.', comment: 'Why an ID check failed' }),
  nameMismatch: msg({
    message: 'The document shows a different name from this record’s legal name.',
    comment: 'Why an ID check failed: the document is genuine but names someone else',
  }),
  dateOfBirthMismatch: msg({
    message: 'The document shows a different date of birth from this record’s.',
    comment: 'Why an ID check failed: the document is genuine but its date of birth differs',
  }),
};
