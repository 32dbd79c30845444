import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_KINDS, type AuditKind, type MediaSourceHealth } from '@shared/api/adminHealth';
import { useGetAdminAiBudgetQuery, useGetAdminAuditQuery, useGetAdminMediaHealthQuery } from './adminHealthApi';

const KIND_LABELS: Record<AuditKind, MessageDescriptor> = {
  premium_grant: msg`Premium grants`,
  premium_revoke: msg`Premium revokes`,
  library_review: msg`Review decisions`,
  referral_refused: msg`Refused referral claims`,
  postback_rejected: msg`Rejected postbacks`,
  rate_limited: msg`Rate-limit refusals`,
};

const PROVIDER_LABELS: Record<string, MessageDescriptor | undefined> = {
  forum: msg`Forum listings`,
  demo: msg`Demo listings`,
  library: msg`Media library`,
  videoHost: msg`Video host`,
};

const percent = (i18n: I18n, rate: number | null) =>
  rate === null ? '—' : i18n.number(rate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A moment, in full and in the active language's way. */
const when = (i18n: I18n, iso: string | null) =>
  iso === null
    ? i18n._(msg({ message: 'Never', comment: 'When the last success was: there was none' }))
    : i18n.date(iso, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });

function Refresh({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={busy}>
      {label}
    </button>
  );
}

function AuditSection() {
  const { i18n, t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminAuditQuery(undefined);
  return (
    <section aria-labelledby="admin-audit">
      <div className="admin__heading-row">
        <h2 id="admin-audit">
          <Trans>Audit (last 24 h)</Trans>
        </h2>
        <Refresh label={t`Refresh audit`} busy={isFetching} onClick={() => void refetch()} />
      </div>
      {isLoading && (
        <p role="status">
          <Trans>Loading audit...</Trans>
        </p>
      )}
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load the audit trail</Trans>
        </p>
      )}
      {data && (
        <>
          <div className="stat-grid">
            {AUDIT_KINDS.map((kind) => (
              <div key={kind} role="group" aria-labelledby={`audit-${kind}`} className="stat-card">
                <span id={`audit-${kind}`} className="stat-card__label">
                  {i18n._(KIND_LABELS[kind])}
                </span>
                <strong className="stat-card__value">{i18n.number(data.counts[kind])}</strong>
              </div>
            ))}
          </div>
          <h3>
            <Trans>Latest refusals</Trans>
          </h3>
          {data.recentRefusals.length === 0 ? (
            <p>
              <Trans>No refusals in the last 24 hours.</Trans>
            </p>
          ) : (
            <div className="admin-table">
              <table>
                <caption className="visually-hidden">
                  <Trans>Latest refusals</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans comment="A column: when a refusal happened">When</Trans>
                    </th>
                    <th scope="col">
                      <Trans comment="A column: what kind of refusal">Kind</Trans>
                    </th>
                    <th scope="col">
                      <Trans>User</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Reason</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.recentRefusals.map((event, i) => (
                    <tr key={`${event.at}-${String(i)}`}>
                      <td>{when(i18n, event.at)}</td>
                      <td>{i18n._(KIND_LABELS[event.kind])}</td>
                      <td>{event.uid ?? t`Not signed in`}</td>
                      <td>{event.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function SourceRow({ source }: { source: MediaSourceHealth }) {
  const { i18n } = useLingui();
  const label = PROVIDER_LABELS[source.provider];
  return (
    <tr>
      <th scope="row">{label ? i18n._(label) : source.provider}</th>
      <td>{when(i18n, source.lastSuccessAt)}</td>
      <td>{percent(i18n, source.errorRate)}</td>
      <td>{i18n.number(source.rateLimited)}</td>
      <td>{percent(i18n, source.cacheHitRate)}</td>
      <td>{i18n.number(source.lookups)}</td>
    </tr>
  );
}

function MediaHealthSection() {
  const { t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminMediaHealthQuery(undefined);
  return (
    <section aria-labelledby="admin-media-health">
      <div className="admin__heading-row">
        <h2 id="admin-media-health">
          <Trans>Media sources (last 24 h)</Trans>
        </h2>
        <Refresh label={t`Refresh media sources`} busy={isFetching} onClick={() => void refetch()} />
      </div>
      {isLoading && (
        <p role="status">
          <Trans>Loading media sources...</Trans>
        </p>
      )}
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load media source health</Trans>
        </p>
      )}
      {data &&
        (data.sources.length === 0 ? (
          <p>
            <Trans>No media requests in the last 24 hours.</Trans>
          </p>
        ) : (
          <div className="admin-table">
            <table>
              <caption className="visually-hidden">
                <Trans>Media source health</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans comment="A column: a media source">Source</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Last success</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Error rate</Trans>
                  </th>
                  <th scope="col">
                    <Trans comment="A column: how many answers were HTTP 429 (too many requests)">429s</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Cache hit rate</Trans>
                  </th>
                  <th scope="col">
                    <Trans comment="A column: how many requests">Requests</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.sources.map((source) => (
                  <SourceRow key={source.provider} source={source} />
                ))}
              </tbody>
            </table>
            <p className="field__hint">
              <Trans>
                Error rate: failed upstream loads out of all loads. Cache hit rate: requests answered without an
                upstream load. Counts are written by each server instance every 30 s or so.
              </Trans>
            </p>
          </div>
        ))}
    </section>
  );
}

function AiBudgetSection() {
  const { t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminAiBudgetQuery(undefined);
  return (
    <section aria-labelledby="admin-ai-budget">
      <div className="admin__heading-row">
        <h2 id="admin-ai-budget">
          <Trans>AI budget (today, UTC)</Trans>
        </h2>
        <Refresh label={t`Refresh AI budget`} busy={isFetching} onClick={() => void refetch()} />
      </div>
      {isLoading && (
        <p role="status">
          <Trans>Loading AI budget...</Trans>
        </p>
      )}
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load the AI budget</Trans>
        </p>
      )}
      {data && (
        <>
          {data.reached && (
            <p role="status">
              {/* The text of @shared's AI_BUDGET_REACHED, in the admin's language. */}
              <Trans>AI budget reached for today: built-in lines in use</Trans>
            </p>
          )}
          <AiCalls calls={data.calls} callLimit={data.callLimit} tokens={data.tokens} />
        </>
      )}
    </section>
  );
}

function AiCalls(counts: { calls: number; callLimit: number; tokens: number }) {
  const { i18n } = useLingui();
  const calls = i18n.number(counts.calls);
  const callLimit = i18n.number(counts.callLimit);
  const tokens = i18n.number(counts.tokens);
  return (
    <p>
      <Trans>
        AI calls today: {calls} of {callLimit} ({tokens} tokens)
      </Trans>
    </p>
  );
}

/** The admin page's audit, media-health and AI budget sections. */
export function AdminHealth() {
  return (
    <>
      <AuditSection />
      <MediaHealthSection />
      <AiBudgetSection />
    </>
  );
}
