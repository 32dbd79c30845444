import { Trans, useLingui } from '@lingui/react/macro';
import { referralLink } from '../../config/referralLink';
import { useGetAffiliateMeQuery } from './accountApi';
import { CopyField } from '../../components/CopyField';

export function AffiliateCard({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { data, isLoading, isError } = useGetAffiliateMeQuery(uid);
  // Balances are kept in US cents; shown as dollars in the reader's own number format.
  const balance = data ? i18n.number(data.balanceCents / 100, { style: 'currency', currency: 'USD' }) : '';
  const rate = data ? i18n.number(data.ratePct / 100, { style: 'percent', maximumFractionDigits: 2 }) : '';
  return (
    <section className="card" aria-labelledby="affiliate-title">
      <h2 id="affiliate-title" className="card__title">
        <Trans>Affiliates</Trans>
      </h2>
      {isLoading && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {isError && (
        <p role="alert">
          <Trans>Failed to load affiliate info.</Trans>
        </p>
      )}
      {data && !data.enabled && (
        <p className="card__muted">
          <Trans>Not enabled for your account. Affiliates earn a share of Premium sales they refer.</Trans>
        </p>
      )}
      {data?.enabled && (
        <>
          <p>
            <Trans>
              You earn <strong>{rate}</strong> of Premium sales from people you refer.
            </Trans>
          </p>
          <p className="stat-inline">
            <Trans>
              Balance: <strong>{balance}</strong>
            </Trans>
          </p>
          {data.refParam && <CopyField label={t`Affiliate link`} value={referralLink(data.refParam)} />}
        </>
      )}
    </section>
  );
}
