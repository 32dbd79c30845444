// The takedown queue's vocabulary, shared by the report forms, the API and the admin page
// (docs/product-rules.md "Reports and takedowns").
import { REPORT_DECISION_MS, REPORT_NCII_DECISION_MS } from './constants.js';

/** In the forms' order: a depicted person's own non-consent request first. */
export const REPORT_REASONS = ['ncii', 'underage', 'nonConsensual', 'depictsMe', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  ncii: 'I am in this and did not consent',
  underage: 'Appears underage',
  nonConsensual: 'Non-consensual',
  depictsMe: 'I am in it and want it removed',
  illegal: 'Illegal',
  other: 'Other',
};

/** Where a report came from: a session panel, the favourites viewer, or the public removal-request form. */
export type ReportOrigin = 'session' | 'favorites' | 'removalRequest';

export type ReportStatus = 'open' | 'removed' | 'dismissed';

/**
 * The queue's lanes, top first, so junk cannot push a grave report out of sight: a depicted person's non-consent
 * request (the TAKE IT DOWN Act's 48 hours), then the other underage and non-consent reports, then everything else.
 */
export const REPORT_LANES = ['ncii', 'safety', 'other'] as const;
export type ReportLane = (typeof REPORT_LANES)[number];

export const REPORT_LANE_REASONS: Readonly<Record<ReportLane, readonly ReportReason[]>> = {
  ncii: ['ncii'],
  safety: ['underage', 'nonConsensual', 'depictsMe'],
  other: ['illegal', 'other'],
};

/** How long a report of this reason may stay open: 48 hours for a non-consent request, else 7 days. */
export function reportDeadlineMs(reason: ReportReason): number {
  return reason === 'ncii' ? REPORT_NCII_DECISION_MS : REPORT_DECISION_MS;
}

/** True once an open report has waited longer than its reason's deadline. */
export function isReportOverdue(
  status: ReportStatus,
  reason: ReportReason,
  createdAtMs: number,
  nowMs: number,
): boolean {
  return status === 'open' && nowMs - createdAtMs > reportDeadlineMs(reason);
}
