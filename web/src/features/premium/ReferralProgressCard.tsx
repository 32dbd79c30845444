import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { REFERRALS_FOR_PREMIUM } from '@shared/constants';
import { paths } from '../../config/paths';

/** Unlock path 4: referred signups (docs/product-rules.md#referrals). The link itself lives on the profile. */
export function ReferralProgressCard({ count }: { count: number }) {
  const { t } = useLingui();
  const goal = REFERRALS_FOR_PREMIUM;
  const shown = Math.min(count, goal);
  const progress = t({
    message: plural(goal, { one: `${shown} of # signup`, other: `${shown} of # signups` }),
    comment: 'Referred signups so far, of the number that unlocks Premium',
  });
  return (
    <section className="unlock-card" aria-labelledby="unlock-referrals">
      <h2 id="unlock-referrals">
        <Plural value={goal} one="Refer # friend" other="Refer # friends" />
      </h2>
      <p>{progress}</p>
      <progress
        className="progress"
        max={goal}
        value={shown}
        aria-label={t`Referral progress`}
        aria-valuetext={progress}
      />
      <Link to={paths.profile} className="button">
        <Trans>Get your referral link</Trans>
      </Link>
    </section>
  );
}
