import { referralLink } from '../../config/referralLink';
import { useGetAffiliateMeQuery } from './accountApi';
import { CopyField } from '../../components/CopyField';

function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

export function AffiliateCard({ uid }: { uid: string }) {
  const { data, isLoading, isError } = useGetAffiliateMeQuery(uid);
  return (
    <section className="card" aria-labelledby="affiliate-title">
      <h2 id="affiliate-title" className="card__title">
        Affiliates
      </h2>
      {isLoading && <p role="status">Loading…</p>}
      {isError && <p role="alert">Failed to load affiliate info.</p>}
      {data && !data.enabled && (
        <p className="card__muted">
          Not enabled for your account. Affiliates earn a share of Premium sales they refer.
        </p>
      )}
      {data?.enabled && (
        <>
          <p>
            You earn <strong>{data.ratePct}%</strong> of Premium sales from people you refer.
          </p>
          <p className="stat-inline">
            Balance: <strong>{formatCents(data.balanceCents)}</strong>
          </p>
          {data.refParam && <CopyField label="Affiliate link" value={referralLink(data.refParam)} />}
        </>
      )}
    </section>
  );
}
