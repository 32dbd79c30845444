import { REFERRALS_FOR_PREMIUM } from '@shared/constants';
import { referralLink } from '../../config/referralLink';
import { CopyField } from '../../components/CopyField';

export function ReferralCard({ uid, referralCount }: { uid: string; referralCount: number | undefined }) {
  const count = Math.min(referralCount ?? 0, REFERRALS_FOR_PREMIUM);
  return (
    <section className="card" aria-labelledby="referral-title">
      <h2 id="referral-title" className="card__title">
        Referrals
      </h2>
      <p>Refer {REFERRALS_FOR_PREMIUM} friends who sign up and verify their email to unlock Premium for free.</p>
      <progress
        className="progress"
        max={REFERRALS_FOR_PREMIUM}
        value={count}
        aria-label="Referral progress"
        aria-valuetext={`${count} of ${REFERRALS_FOR_PREMIUM}`}
      />
      <p className="stat-inline">
        <strong>
          {count} / {REFERRALS_FOR_PREMIUM}
        </strong>{' '}
        referrals
      </p>
      <CopyField label="Referral link" value={referralLink(uid)} />
    </section>
  );
}
