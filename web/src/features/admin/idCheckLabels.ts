import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IdCheckFailure, IdCheckStatus } from '@shared/api/schemas/identityChecks';

/** An ID check in words (a performer record's, an uploader's own): where it stands, and why it failed. */
export const ID_CHECK_LABELS: Record<IdCheckStatus, MessageDescriptor> = {
  none: msg({ message: 'Not started', comment: "An ID check's state" }),
  pending: msg({ message: 'Started, no result yet', comment: "An ID check's state" }),
  passed: msg({ message: 'Passed', comment: "An ID check's state" }),
  failed: msg({ message: 'Failed', comment: "An ID check's state" }),
};

/** Why a check failed, the same whoever it was for. */
const PROVIDER_FAILURE_LABELS = {
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
};

/** Why a performer record's check failed. */
export const RECORD_CHECK_FAILURE_LABELS: Record<IdCheckFailure, MessageDescriptor> = {
  ...PROVIDER_FAILURE_LABELS,
  nameMismatch: msg({
    message: 'The document shows a different name from this record’s legal name.',
    comment: 'Why an ID check failed: the document is genuine but names someone else',
  }),
  dateOfBirthMismatch: msg({
    message: 'The document shows a different date of birth from this record’s.',
    comment: 'Why an ID check failed: the document is genuine but its date of birth differs',
  }),
};

/** Why an admin's own uploader check failed. */
export const UPLOADER_CHECK_FAILURE_LABELS: Record<IdCheckFailure, MessageDescriptor> = {
  ...PROVIDER_FAILURE_LABELS,
  nameMismatch: msg({
    message: 'The document shows a different name from the one you gave.',
    comment: 'Why the admin’s own ID check failed: the document is genuine but shows another name',
  }),
  dateOfBirthMismatch: msg({
    message: 'The document shows a different date of birth from the one you gave.',
    comment: 'Why the admin’s own ID check failed: the document is genuine but shows another date of birth',
  }),
};
