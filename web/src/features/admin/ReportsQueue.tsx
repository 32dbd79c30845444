import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AdminReport } from '@shared/api/schemas/reports';
import { REPORT_LANES } from '@shared/reports';
import { REPORT_REASON_MESSAGES } from '../../components/reportReasonMessages';
import { apiErrorMessage } from '../../store/apiSlice';
import { ItemLink, ReportLaneSection } from './ReportLane';
import { useGetAdminReportsQuery, useLazyExportReportsQuery } from './reportsQueueApi';

function thisMonth(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

function ExportForm({ nowMs }: { nowMs: number }) {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => thisMonth(nowMs));
  const [fetchCsv, { isFetching, error }] = useLazyExportReportsQuery();
  const download = async () => {
    const csv = await fetchCsv(month).unwrap();
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `reports-${month}.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        download().catch(() => undefined);
      }}
    >
      <label htmlFor="report-month">
        <Trans>Month</Trans>
      </label>
      <input id="report-month" type="month" value={month} required onChange={(e) => setMonth(e.target.value)} />
      <button type="submit" className="button" disabled={isFetching || month === ''}>
        {isFetching ? t`Exporting…` : t`Export CSV`}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not export the reports.`)}
        </p>
      )}
    </form>
  );
}

function RecentDecisions({ recent }: { recent: AdminReport[] }) {
  const { i18n, t } = useLingui();
  const count = recent.length;
  return (
    <details>
      <summary>
        <Trans>Recent decisions ({count})</Trans>
      </summary>
      <ul className="report-list" aria-label={t`Recent decisions`}>
        {recent.map((report) => {
          const reason = i18n._(REPORT_REASON_MESSAGES[report.reason]);
          return (
            <li key={report.id}>
              {report.status === 'removed' ? (
                <Trans comment="A decided report: its reason, then a link to the item">Removed: {reason} —</Trans>
              ) : (
                <Trans comment="A decided report: its reason, then a link to the item">Dismissed: {reason} —</Trans>
              )}{' '}
              <ItemLink url={report.url} label={report.url} />
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** Re-renders each minute, so ages and the 48-hour clocks move while the page is open. */
function useMinuteClock(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}

/**
 * /admin/reports, the takedown queue: three lanes, so junk cannot push a grave report out of sight. Non-consent
 * requests from people depicted come first with their 48-hour clock, then underage and non-consent reports, then the
 * rest; each lane oldest first, a page at a time, flagged past its deadline. Then recent decisions and the monthly
 * export.
 */
export function ReportsQueue() {
  const { data, isError, isFetching, refetch } = useGetAdminReportsQuery(undefined);
  const nowMs = useMinuteClock();
  return (
    <section aria-labelledby="admin-reports" className="admin-reports">
      <div className="admin__heading-row">
        <h1 id="admin-reports">
          <Trans>Reports</Trans>
        </h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          <Trans>Refresh reports</Trans>
        </button>
      </div>
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load reports</Trans>
        </p>
      )}
      {REPORT_LANES.map((lane) => (
        <ReportLaneSection key={lane} lane={lane} count={data?.counts[lane] ?? 0} nowMs={nowMs} />
      ))}
      {data && data.recent.length > 0 && <RecentDecisions recent={data.recent} />}
      <h2>
        <Trans>Monthly report</Trans>
      </h2>
      <p>
        <Trans>Every report received in a month (UTC) with its decision, for the payment processor.</Trans>
      </p>
      <ExportForm nowMs={nowMs} />
    </section>
  );
}
