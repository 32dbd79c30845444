// The report reasons' labels, in the visitor's language (the English ones, REPORT_REASON_LABELS in @shared/reports,
// are the source): the report forms and the admin queue show them through `i18n._`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@shared/reports';

export const REPORT_REASON_MESSAGES: Readonly<Record<ReportReason, MessageDescriptor>> = {
  ncii: msg({
    message: 'I am in this and did not consent',
    comment: 'A reason to report a picture or clip: the person reporting is in it and never agreed to it',
  }),
  underage: msg({
    message: 'Appears underage',
    comment: 'A reason to report a picture or clip: the person looks under 18',
  }),
  nonConsensual: msg({ message: 'Non-consensual', comment: 'A reason to report a picture or clip' }),
  depictsMe: msg({ message: 'I am in it and want it removed', comment: 'A reason to report a picture or clip' }),
  illegal: msg({ message: 'Illegal', comment: 'A reason to report a picture or clip' }),
  other: msg({ message: 'Other', comment: 'A reason to report a picture or clip' }),
};
