import { Link } from 'react-router-dom';
import { REFERRALS_FOR_PREMIUM } from '@shared/constants';
import { paths } from '../../config/paths';

/** Unlock path 4: referred signups (docs/product-rules.md#referrals). The link itself lives on the profile. */
export function ReferralProgressCard({ count }: { count: number }) {
  const shown = Math.min(count, REFERRALS_FOR_PREMIUM);
  return (
    <section className="unlock-card" aria-labelledby="unlock-referrals">
      <h2 id="unlock-referrals">Refer {REFERRALS_FOR_PREMIUM} friends</h2>
      <p>
        {shown} of {REFERRALS_FOR_PREMIUM} signups
      </p>
      <progress
        className="progress"
        max={REFERRALS_FOR_PREMIUM}
        value={shown}
        aria-label="Referral progress"
        aria-valuetext={`${shown} of ${REFERRALS_FOR_PREMIUM} signups`}
      />
      <Link to={paths.profile} className="button">
        Get your referral link
      </Link>
    </section>
  );
}
