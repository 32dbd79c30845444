import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminReport, ReportBlockKey } from '@shared/api/schemas/reports';
import { REPORT_DECISION_DAYS } from '@shared/constants';
import { isReportOverdue, type ReportOrigin } from '@shared/reports';
import { EXTERNAL_LINK_REL, safeExternalHref } from '@shared/text/sanitize';
import { REPORT_REASON_MESSAGES } from '../../components/reportReasonMessages';
import { apiErrorMessage } from '../../store/apiSlice';
import { waitingAge } from './waitingAge';
import { useDecideReportMutation, useGetAdminReportsQuery, useLazyExportReportsQuery } from './reportsQueueApi';

const ORIGIN_LABELS: Record<ReportOrigin, MessageDescriptor> = {
  session: msg`Session panel`,
  favorites: msg`Favourites`,
  removalRequest: msg`Removal request`,
};

function ItemLink({ url, label }: { url: string | null; label: string }) {
  const href = url === null ? null : safeExternalHref(url);
  if (href === null) return url === null ? null : <code>{url}</code>;
  return (
    <a href={href} target="_blank" rel={EXTERNAL_LINK_REL}>
      {label}
    </a>
  );
}

const BLOCK_KEY_LABELS: Record<ReportBlockKey['kind'], MessageDescriptor> = {
  url: msg({ message: 'File', comment: 'A blocklist entry: a media file' }),
  post: msg({ message: 'Post', comment: 'A blocklist entry: a forum post' }),
  video: msg({ message: 'Video', comment: 'A blocklist entry: a video' }),
};

/** Exactly what Remove will write to the blocklist: the server fixed it when the report came in. */
function RemovalKeys({ keys }: { keys: ReportBlockKey[] }) {
  const { i18n, t } = useLingui();
  return (
    <div className="report-row__keys">
      {keys.length === 0 ? (
        <Trans comment="The Remove button would add nothing to the blocklist">Remove blocks: nothing</Trans>
      ) : (
        <>
          <Trans comment="What the Remove button adds to the blocklist (a list follows)">Remove blocks:</Trans>{' '}
          <ul aria-label={t({ message: 'Remove blocks', comment: 'What the Remove button adds to the blocklist' })}>
            {keys.map((key) => (
              <li key={`${key.kind}:${key.value}`}>
                {i18n._(BLOCK_KEY_LABELS[key.kind])} <code>{key.value}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function OpenReport({ report, nowMs }: { report: AdminReport; nowMs: number }) {
  const { i18n, t } = useLingui();
  const [decide, { isLoading, error }] = useDecideReportMutation();
  const overdue = isReportOverdue(report.status, report.createdAtMs, nowMs);
  const { id, contact } = report;
  const age = waitingAge(report.createdAtMs, nowMs);
  return (
    <li className={`report-row${overdue ? ' report-row--overdue' : ''}`} aria-label={t`Report ${id}`}>
      <div className="report-row__head">
        <strong>{i18n._(REPORT_REASON_MESSAGES[report.reason])}</strong>
        <span>{i18n._(ORIGIN_LABELS[report.origin])}</span>
        <span>
          <Trans comment="How long a report has waited for a decision, e.g. Waiting 2 d 4 h">Waiting {age}</Trans>
        </span>
        {overdue && (
          <span className="badge badge--danger">
            <Plural value={REPORT_DECISION_DAYS} one="Over # day" other="Over # days" />
          </span>
        )}
      </div>
      <div className="report-row__item">
        <ItemLink url={report.url} label={t({ message: 'Item', comment: 'A link to the reported media item' })} />{' '}
        <ItemLink url={report.postUrl} label={t({ message: 'Post', comment: 'A link to the forum post' })} />
        {report.sourceId && <code>{report.sourceId}</code>}
      </div>
      <RemovalKeys keys={report.blockKeys} />
      {report.text && <p className="report-row__text">{report.text}</p>}
      {contact && (
        <p>
          <Trans>Contact: {contact}</Trans>
        </p>
      )}
      <div className="report-row__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={isLoading}
          onClick={() => void decide({ id: report.id, decision: 'remove' })}
        >
          <Trans comment="A button: removes the reported item (blocklists it)">Remove</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={isLoading}
          onClick={() => void decide({ id: report.id, decision: 'dismiss' })}
        >
          <Trans comment="A button: dismisses the report (nothing is removed)">Dismiss</Trans>
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not save the decision. Try again.`)}
        </p>
      )}
    </li>
  );
}

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

/**
 * /admin/reports, the takedown queue: open reports oldest first, flagged after the decision deadline; then recent
 * decisions and the monthly export.
 */
export function ReportsQueue() {
  const { t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useGetAdminReportsQuery(undefined);
  const [openedAtMs] = useState(() => Date.now());
  // Ages are as of the last load (Refresh updates them).
  const nowMs = fulfilledTimeStamp ?? openedAtMs;
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
      {isLoading && (
        <p role="status">
          <Trans>Loading reports…</Trans>
        </p>
      )}
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load reports</Trans>
        </p>
      )}
      {data?.open.length === 0 && (
        <p>
          <Trans>No open reports.</Trans>
        </p>
      )}
      {data && data.open.length > 0 && (
        <ul className="report-list" aria-label={t`Open reports`}>
          {data.open.map((report) => (
            <OpenReport key={report.id} report={report} nowMs={nowMs} />
          ))}
        </ul>
      )}
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
