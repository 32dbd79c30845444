// The takedown queue as an admin reads it: every lane, page after page (the tests find their own reports in it).
import { API_PATHS } from '@shared/api/paths';
import type { AdminOpenReportsResponse, AdminReport } from '@shared/api/schemas/reports';
import { REPORT_LANES, type ReportLane } from '@shared/reports';
import { call } from './http.js';

/** One lane's open reports, oldest first, every page. */
export async function openReportsIn(lane: ReportLane, token: string): Promise<AdminReport[]> {
  const reports: AdminReport[] = [];
  let after: string | null = null;
  do {
    const res = await call(API_PATHS.adminReportsOpen, { token, query: after ? { lane, after } : { lane } });
    if (res.status !== 200) throw new Error(`the ${lane} lane answered ${res.status}: ${res.text}`);
    const page = res.json as AdminOpenReportsResponse;
    reports.push(...page.open);
    after = page.after;
  } while (after);
  return reports;
}

/** Every open report of every lane. */
export async function allOpenReports(token: string): Promise<AdminReport[]> {
  return (await Promise.all(REPORT_LANES.map((lane) => openReportsIn(lane, token)))).flat();
}
