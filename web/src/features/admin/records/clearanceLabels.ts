import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PerformerClearance } from '@shared/api/schemas/performerRecords';
import { paths } from '../../../config/paths';

/** A record's standing in words: whether an item naming it may be published, and if not, what is missing. */
export const CLEARANCE_LABELS: Record<PerformerClearance | 'unknown', MessageDescriptor> = {
  cleared: msg({
    message: 'Cleared',
    comment: "A performer record's standing: ID checked, consent covers publication",
  }),
  idCheckMissing: msg({ message: 'No passed ID check', comment: "A performer record's standing" }),
  consentMissing: msg({ message: 'Consent does not cover publication', comment: "A performer record's standing" }),
  consentWithdrawn: msg({ message: 'Consent withdrawn', comment: "A performer record's standing" }),
  unknown: msg({ message: 'No such record', comment: "A performer record's standing: the record does not exist" }),
};

export const clearanceBadge = (clearance: PerformerClearance | 'unknown') =>
  clearance === 'cleared' ? 'badge badge--ok' : 'badge badge--danger';

/** A record's console page (paths.adminRecord), built without react-router's generatePath, which the first view lacks. */
export const recordPagePath = (id: string) => `${paths.adminRecords}/${encodeURIComponent(id)}`;
