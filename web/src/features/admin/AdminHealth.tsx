import { AI_BUDGET_REACHED, AUDIT_KINDS, type AuditKind, type MediaSourceHealth } from '@shared/api/adminHealth';
import { useGetAdminAiBudgetQuery, useGetAdminAuditQuery, useGetAdminMediaHealthQuery } from './adminHealthApi';

const KIND_LABELS: Record<AuditKind, string> = {
  premium_grant: 'Premium grants',
  premium_revoke: 'Premium revokes',
  referral_refused: 'Refused referral claims',
  postback_rejected: 'Rejected postbacks',
  rate_limited: 'Rate-limit refusals',
};

const PROVIDER_LABELS: Record<string, string> = {
  forum: 'Forum listings',
  demo: 'Demo listings',
  library: 'Media library',
  videoHost: 'Video host',
};

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const when = (iso: string | null) => (iso === null ? 'Never' : new Date(iso).toLocaleString());

function Refresh({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={busy}>
      {label}
    </button>
  );
}

function AuditSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminAuditQuery(undefined);
  return (
    <section aria-labelledby="admin-audit">
      <div className="admin__heading-row">
        <h2 id="admin-audit">Audit (last 24 h)</h2>
        <Refresh label="Refresh audit" busy={isFetching} onClick={() => void refetch()} />
      </div>
      {isLoading && <p role="status">Loading audit...</p>}
      {isError && (
        <p role="alert" className="form-error">
          Failed to load the audit trail
        </p>
      )}
      {data && (
        <>
          <div className="stat-grid">
            {AUDIT_KINDS.map((kind) => (
              <div key={kind} role="group" aria-labelledby={`audit-${kind}`} className="stat-card">
                <span id={`audit-${kind}`} className="stat-card__label">
                  {KIND_LABELS[kind]}
                </span>
                <strong className="stat-card__value">{data.counts[kind].toLocaleString()}</strong>
              </div>
            ))}
          </div>
          <h3>Latest refusals</h3>
          {data.recentRefusals.length === 0 ? (
            <p>No refusals in the last 24 hours.</p>
          ) : (
            <div className="admin-table">
              <table>
                <caption className="visually-hidden">Latest refusals</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Kind</th>
                    <th scope="col">User</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {data.recentRefusals.map((event, i) => (
                    <tr key={`${event.at}-${String(i)}`}>
                      <td>{when(event.at)}</td>
                      <td>{KIND_LABELS[event.kind]}</td>
                      <td>{event.uid ?? 'Not signed in'}</td>
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
  return (
    <tr>
      <th scope="row">{PROVIDER_LABELS[source.provider] ?? source.provider}</th>
      <td>{when(source.lastSuccessAt)}</td>
      <td>{percent(source.errorRate)}</td>
      <td>{source.rateLimited.toLocaleString()}</td>
      <td>{percent(source.cacheHitRate)}</td>
      <td>{source.lookups.toLocaleString()}</td>
    </tr>
  );
}

function MediaHealthSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminMediaHealthQuery(undefined);
  return (
    <section aria-labelledby="admin-media-health">
      <div className="admin__heading-row">
        <h2 id="admin-media-health">Media sources (last 24 h)</h2>
        <Refresh label="Refresh media sources" busy={isFetching} onClick={() => void refetch()} />
      </div>
      {isLoading && <p role="status">Loading media sources...</p>}
      {isError && (
        <p role="alert" className="form-error">
          Failed to load media source health
        </p>
      )}
      {data &&
        (data.sources.length === 0 ? (
          <p>No media requests in the last 24 hours.</p>
        ) : (
          <div className="admin-table">
            <table>
              <caption className="visually-hidden">Media source health</caption>
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col">Last success</th>
                  <th scope="col">Error rate</th>
                  <th scope="col">429s</th>
                  <th scope="col">Cache hit rate</th>
                  <th scope="col">Requests</th>
                </tr>
              </thead>
              <tbody>
                {data.sources.map((source) => (
                  <SourceRow key={source.provider} source={source} />
                ))}
              </tbody>
            </table>
            <p className="field__hint">
              Error rate: failed upstream loads out of all loads. Cache hit rate: requests answered without an upstream
              load. Counts are written by each server instance every 30 s or so.
            </p>
          </div>
        ))}
    </section>
  );
}

function AiBudgetSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminAiBudgetQuery(undefined);
  return (
    <section aria-labelledby="admin-ai-budget">
      <div className="admin__heading-row">
        <h2 id="admin-ai-budget">AI budget (today, UTC)</h2>
        <Refresh label="Refresh AI budget" busy={isFetching} onClick={() => void refetch()} />
      </div>
      {isLoading && <p role="status">Loading AI budget...</p>}
      {isError && (
        <p role="alert" className="form-error">
          Failed to load the AI budget
        </p>
      )}
      {data && (
        <>
          {data.reached && <p role="status">{AI_BUDGET_REACHED}</p>}
          <p>
            AI calls today: {data.calls.toLocaleString()} of {data.callLimit.toLocaleString()} (
            {data.tokens.toLocaleString()} tokens)
          </p>
        </>
      )}
    </section>
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
