// One lane of the takedown queue (ReportsQueue.tsx): its open reports a page at a time, each with what Remove would
// block and, for a non-consent request, its 48-hour clock; junk is selected and dismissed in bulk.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminReport, ReportBlockKey } from '@shared/api/schemas/reports';
import { REPORT_DECISION_DAYS } from '@shared/constants';
import { isReportOverdue, reportDeadlineMs, type ReportLane, type ReportOrigin } from '@shared/reports';
import { EXTERNAL_LINK_REL, safeExternalHref } from '@shared/text/sanitize';
import { REPORT_REASON_MESSAGES } from '../../components/reportReasonMessages';
import { apiErrorMessage } from '../../store/apiSlice';
import { waitingAge } from './waitingAge';
import { CursorPager, useCursorPages } from './CursorPager';
import { useDecideReportMutation, useDismissReportsMutation, useGetOpenReportsQuery } from './reportsQueueApi';

const ORIGIN_LABELS: Record<ReportOrigin, MessageDescriptor> = {
  session: msg`Session panel`,
  favorites: msg`Favourites`,
  removalRequest: msg`Removal request`,
};

export function ItemLink({ url, label }: { url: string | null; label: string }) {
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

/** The 48-hour clock of a non-consent request: the time left, or how long it is past its deadline. */
function NciiClock({ report, nowMs }: { report: AdminReport; nowMs: number }) {
  const deadlineMs = report.createdAtMs + reportDeadlineMs(report.reason);
  if (nowMs > deadlineMs) {
    const late = waitingAge(deadlineMs, nowMs);
    return (
      <span className="badge badge--danger" role="timer">
        <Trans comment="A removal request is past its 48-hour deadline by this long">Overdue by {late}</Trans>
      </span>
    );
  }
  const minutes = Math.floor((deadlineMs - nowMs) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return (
    <span className="badge badge--clock" role="timer">
      <Trans comment="Time left to decide a removal request, e.g. 31 h 20 min left">
        {hours} h {rest} min left
      </Trans>
    </span>
  );
}

function OpenReport({
  report,
  nowMs,
  selected,
  onSelect,
}: {
  report: AdminReport;
  nowMs: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { i18n, t } = useLingui();
  const [decide, { isLoading, error }] = useDecideReportMutation();
  const overdue = isReportOverdue(report.status, report.reason, report.createdAtMs, nowMs);
  const { id, contact } = report;
  const age = waitingAge(report.createdAtMs, nowMs);
  return (
    <li className={`report-row${overdue ? ' report-row--overdue' : ''}`} aria-label={t`Report ${id}`}>
      <div className="report-row__head">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t({
            message: `Select report ${id}`,
            comment: 'A checkbox: picks the report for Dismiss selected',
          })}
        />
        <strong>{i18n._(REPORT_REASON_MESSAGES[report.reason])}</strong>
        <span>{i18n._(ORIGIN_LABELS[report.origin])}</span>
        <span>
          <Trans comment="How long a report has waited for a decision, e.g. Waiting 2 d 4 h">Waiting {age}</Trans>
        </span>
        {report.reason === 'ncii' ? (
          <NciiClock report={report} nowMs={nowMs} />
        ) : (
          overdue && (
            <span className="badge badge--danger">
              <Plural value={REPORT_DECISION_DAYS} one="Over # day" other="Over # days" />
            </span>
          )
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

const LANE_TITLES: Record<ReportLane, MessageDescriptor> = {
  ncii: msg({
    message: 'Non-consent requests from people depicted (48 hours)',
    comment: 'A lane of the report queue: a person in the media says they did not consent; decide within 48 hours',
  }),
  safety: msg({ message: 'Underage and non-consent', comment: 'A lane of the report queue' }),
  other: msg({ message: 'Other reports', comment: 'A lane of the report queue: illegal and other reasons' }),
};

/** One lane: its open reports a page at a time, oldest first, with selection for dismissing junk in bulk. */
export function ReportLaneSection({ lane, count, nowMs }: { lane: ReportLane; count: number; nowMs: number }) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const pages = useCursorPages();
  const { after } = pages;
  const { data, isLoading, isError } = useGetOpenReportsQuery({ lane, after });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dismiss, dismissal] = useDismissReportsMutation();
  const shown = data?.open ?? [];
  const chosen = shown.filter((report) => selected.has(report.id)).map((report) => report.id);
  const allChosen = shown.length > 0 && chosen.length === shown.length;
  const select = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const nextPage = data?.after ?? null;
  const title = i18n._(LANE_TITLES[lane]);
  return (
    <section aria-labelledby={headingId} className={`report-lane report-lane--${lane}`}>
      <h2 id={headingId}>
        {title} <span className="report-lane__count">({count})</span>
      </h2>
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
      {data && shown.length === 0 && (
        <p>
          <Trans>No open reports.</Trans>
        </p>
      )}
      {shown.length > 0 && (
        <>
          <div className="report-lane__bulk">
            <label>
              <input
                type="checkbox"
                checked={allChosen}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(shown.map((report) => report.id)) : new Set())
                }
              />{' '}
              <Trans comment="A checkbox: picks every report shown in this lane">Select all shown</Trans>
            </label>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0 || dismissal.isLoading}
              onClick={() => {
                void dismiss({ ids: chosen })
                  .unwrap()
                  .then(() => setSelected(new Set()));
              }}
            >
              <Trans comment="A button: dismisses every picked report (nothing is removed)">
                Dismiss selected ({chosen.length})
              </Trans>
            </button>
            {dismissal.data && (
              <span role="status">
                <Plural value={dismissal.data.dismissed} one="# report dismissed." other="# reports dismissed." />
              </span>
            )}
          </div>
          {dismissal.error && (
            <p role="alert" className="form-error">
              {apiErrorMessage(dismissal.error, t`Could not dismiss the reports. Try again.`)}
            </p>
          )}
          <ul className="report-list" aria-label={title}>
            {shown.map((report) => (
              <OpenReport
                key={report.id}
                report={report}
                nowMs={nowMs}
                selected={selected.has(report.id)}
                onSelect={(on) => select(report.id, on)}
              />
            ))}
          </ul>
        </>
      )}
      <CursorPager pages={pages} next={nextPage} />
    </section>
  );
}
