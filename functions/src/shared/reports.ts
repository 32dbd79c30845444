// The takedown queue's vocabulary, shared by the report forms, the API and the admin page
// (docs/product-rules.md "Reports and takedowns").
import { REPORT_DECISION_MS } from './constants.js';

export const REPORT_REASONS = ['underage', 'nonConsensual', 'depictsMe', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  underage: 'Appears underage',
  nonConsensual: 'Non-consensual',
  depictsMe: 'I am in it and want it removed',
  illegal: 'Illegal',
  other: 'Other',
};

/** Where a report came from: a session panel, the favourites viewer, or the public removal-request form. */
export type ReportOrigin = 'session' | 'favorites' | 'removalRequest';

export type ReportStatus = 'open' | 'removed' | 'dismissed';

/** True once an open report has waited longer than the decision deadline. */
export function isReportOverdue(status: ReportStatus, createdAtMs: number, nowMs: number): boolean {
  return status === 'open' && nowMs - createdAtMs > REPORT_DECISION_MS;
}
