import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { REFERRALS_FOR_PREMIUM } from '@shared/constants';
import { referralLink } from '../../config/referralLink';
import { CopyField } from '../../components/CopyField';

export function ReferralCard({ uid, referralCount }: { uid: string; referralCount: number | undefined }) {
  const { t } = useLingui();
  const goal = REFERRALS_FOR_PREMIUM;
  const count = Math.min(referralCount ?? 0, goal);
  return (
    <section className="card" aria-labelledby="referral-title">
      <h2 id="referral-title" className="card__title">
        <Trans>Referrals</Trans>
      </h2>
      <p>
        <Plural
          value={goal}
          one="Refer # friend who signs up and verifies their email to unlock Premium for free."
          other="Refer # friends who sign up and verify their email to unlock Premium for free."
        />
      </p>
      <progress
        className="progress"
        max={goal}
        value={count}
        aria-label={t`Referral progress`}
        aria-valuetext={t`${count} of ${goal}`}
      />
      <p className="stat-inline">
        <Trans comment="Referrals made so far, of the number that unlocks Premium">
          <strong>
            {count} / {goal}
          </strong>{' '}
          referrals
        </Trans>
      </p>
      <CopyField label={t`Referral link`} value={referralLink(uid)} />
    </section>
  );
}
