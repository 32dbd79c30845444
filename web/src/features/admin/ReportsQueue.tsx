import { useState } from 'react';
import type { AdminReport, ReportBlockKey } from '@shared/api/schemas/reports';
import { REPORT_DECISION_DAYS } from '@shared/constants';
import { isReportOverdue, REPORT_REASON_LABELS, type ReportOrigin } from '@shared/reports';
import { EXTERNAL_LINK_REL, safeExternalHref } from '@shared/text/sanitize';
import { apiErrorMessage } from '../../store/apiSlice';
import { useDecideReportMutation, useGetAdminReportsQuery, useLazyExportReportsQuery } from './reportsQueueApi';

const ORIGIN_LABELS: Record<ReportOrigin, string> = {
  session: 'Session panel',
  favorites: 'Favourites',
  removalRequest: 'Removal request',
};

const HOUR_MS = 60 * 60 * 1000;

/** "3 h", "2 d 4 h": how long a report has waited. */
export function reportAge(createdAtMs: number, nowMs: number): string {
  const hours = Math.max(0, Math.floor((nowMs - createdAtMs) / HOUR_MS));
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function ItemLink({ url, label }: { url: string | null; label: string }) {
  const href = url === null ? null : safeExternalHref(url);
  if (href === null) return url === null ? null : <code>{url}</code>;
  return (
    <a href={href} target="_blank" rel={EXTERNAL_LINK_REL}>
      {label}
    </a>
  );
}

const BLOCK_KEY_LABELS: Record<ReportBlockKey['kind'], string> = { url: 'File', post: 'Post', video: 'Video' };

/** Exactly what Remove will write to the blocklist: the server fixed it when the report came in. */
function RemovalKeys({ keys }: { keys: ReportBlockKey[] }) {
  return (
    <div className="report-row__keys">
      Remove blocks:{' '}
      {keys.length === 0 ? (
        'nothing'
      ) : (
        <ul aria-label="Remove blocks">
          {keys.map((key) => (
            <li key={`${key.kind}:${key.value}`}>
              {BLOCK_KEY_LABELS[key.kind]} <code>{key.value}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OpenReport({ report, nowMs }: { report: AdminReport; nowMs: number }) {
  const [decide, { isLoading, error }] = useDecideReportMutation();
  const overdue = isReportOverdue(report.status, report.createdAtMs, nowMs);
  return (
    <li className={`report-row${overdue ? ' report-row--overdue' : ''}`} aria-label={`Report ${report.id}`}>
      <div className="report-row__head">
        <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
        <span>{ORIGIN_LABELS[report.origin]}</span>
        <span>Waiting {reportAge(report.createdAtMs, nowMs)}</span>
        {overdue && <span className="badge badge--danger">Over {REPORT_DECISION_DAYS} days</span>}
      </div>
      <div className="report-row__item">
        <ItemLink url={report.url} label="Item" /> <ItemLink url={report.postUrl} label="Post" />
        {report.sourceId && <code>{report.sourceId}</code>}
      </div>
      <RemovalKeys keys={report.blockKeys} />
      {report.text && <p className="report-row__text">{report.text}</p>}
      {report.contact && <p>Contact: {report.contact}</p>}
      <div className="report-row__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={isLoading}
          onClick={() => void decide({ id: report.id, decision: 'remove' })}
        >
          Remove
        </button>
        <button
          type="button"
          className="button"
          disabled={isLoading}
          onClick={() => void decide({ id: report.id, decision: 'dismiss' })}
        >
          Dismiss
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, 'Could not save the decision. Try again.')}
        </p>
      )}
    </li>
  );
}

function thisMonth(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

function ExportForm({ nowMs }: { nowMs: number }) {
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
      <label htmlFor="report-month">Month</label>
      <input id="report-month" type="month" value={month} required onChange={(e) => setMonth(e.target.value)} />
      <button type="submit" className="button" disabled={isFetching || month === ''}>
        {isFetching ? 'Exporting…' : 'Export CSV'}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, 'Could not export the reports.')}
        </p>
      )}
    </form>
  );
}

/** The takedown queue: open reports oldest first, flagged after the decision deadline; then recent decisions. */
export function ReportsQueue() {
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useGetAdminReportsQuery(undefined);
  const [openedAtMs] = useState(() => Date.now());
  // Ages are as of the last load (Refresh updates them).
  const nowMs = fulfilledTimeStamp ?? openedAtMs;
  return (
    <section aria-labelledby="admin-reports" className="admin-reports">
      <div className="admin__heading-row">
        <h2 id="admin-reports">Reports</h2>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          Refresh reports
        </button>
      </div>
      {isLoading && <p role="status">Loading reports…</p>}
      {isError && (
        <p role="alert" className="form-error">
          Failed to load reports
        </p>
      )}
      {data?.open.length === 0 && <p>No open reports.</p>}
      {data && data.open.length > 0 && (
        <ul className="report-list" aria-label="Open reports">
          {data.open.map((report) => (
            <OpenReport key={report.id} report={report} nowMs={nowMs} />
          ))}
        </ul>
      )}
      {data && data.recent.length > 0 && (
        <details>
          <summary>Recent decisions ({data.recent.length})</summary>
          <ul className="report-list" aria-label="Recent decisions">
            {data.recent.map((report) => (
              <li key={report.id}>
                {report.status === 'removed' ? 'Removed' : 'Dismissed'}: {REPORT_REASON_LABELS[report.reason]} —{' '}
                <ItemLink url={report.url} label={report.url} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <h3>Monthly report</h3>
      <p>Every report received in a month (UTC) with its decision, for the payment processor.</p>
      <ExportForm nowMs={nowMs} />
    </section>
  );
}
