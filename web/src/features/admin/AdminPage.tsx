import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStatsResponse } from '@shared/api/schemas/admin';
import { useGetAdminStatsQuery } from './adminApi';
import { AdminHealth } from './AdminHealth';
import { AssignAffiliateForm } from './AssignAffiliateForm';

const STAT_CARDS: readonly { key: keyof Omit<AdminStatsResponse, 'ok'>; label: MessageDescriptor }[] = [
  { key: 'totalUsers', label: msg`Current Users` },
  { key: 'newUsers24h', label: msg`New Users (24h)` },
  { key: 'premiumSales24h', label: msg`Premium Sales (24h)` },
  { key: 'referredUsers24h', label: msg`Referred Users (24h)` },
];

function AdminStats() {
  const { i18n } = useLingui();
  const { data, isError, isFetching, refetch } = useGetAdminStatsQuery(undefined);
  return (
    <section aria-labelledby="admin-stats">
      <div className="admin__heading-row">
        <h2 id="admin-stats">
          <Trans>Stats</Trans>
        </h2>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          <Trans>Refresh stats</Trans>
        </button>
      </div>
      {isError && (
        <p role="alert" className="form-error">
          <Trans>Failed to load stats</Trans>
        </p>
      )}
      <div className="stat-grid">
        {STAT_CARDS.map(({ key, label }) => (
          <div key={key} role="group" aria-labelledby={`stat-${key}`} className="stat-card">
            <span id={`stat-${key}`} className="stat-card__label">
              {i18n._(label)}
            </span>
            {/* A dash, not 0, when the number is unknown rather than a made-up figure. */}
            <strong className="stat-card__value">{data ? i18n.number(data[key]) : '—'}</strong>
          </div>
        ))}
      </div>
    </section>
  );
}

/** /admin, the console's overview (AdminConsole guards it): the stats, the Assign Affiliate form, the service's health. */
export function AdminPage() {
  return (
    <>
      <h1>
        <Trans comment="The admin page's title">Admin</Trans>
      </h1>
      <AdminStats />
      <AssignAffiliateForm />
      <AdminHealth />
    </>
  );
}
