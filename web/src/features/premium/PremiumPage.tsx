import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router-dom';
import { REFERRALS_FOR_PREMIUM } from '@shared/constants';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { usePremium, useUserDoc } from '../../identity/userDocApi';
import { selectAuthStatus, selectEmailVerified } from '../../identity/authSlice';
import { hasFreePremiumDoneCookie } from './freePremiumCookie';
import { OfferTaskCard } from './OfferTaskCard';
import { PurchaseCard } from './PurchaseCard';
import { RedeemCard } from './RedeemCard';
import { ReferralProgressCard } from './ReferralProgressCard';
import { SignInLink } from '../../components/SignInLink';

const BENEFITS = [
  msg`All 25 stars`,
  msg`20 and 30 minute sessions`,
  msg`No ads`,
  msg`Favourites`,
  msg`Personalized instructions`,
];

/** /premium — every unlock path: a task, a purchase, a code, or referrals (docs/product-rules.md). */
export function PremiumPage() {
  const { t, i18n } = useLingui();
  const goal = REFERRALS_FOR_PREMIUM;
  const status = useAppSelector(selectAuthStatus);
  const verified = useAppSelector(selectEmailVerified);
  const { premium } = usePremium();
  const { data: userDoc } = useUserDoc();

  if (premium === false && hasFreePremiumDoneCookie()) return <Navigate to={paths.premiumComplete} replace />;

  let body;
  if (status === 'loading' || premium === undefined) {
    body = (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  } else if (premium) {
    body = (
      <div className="notice">
        <p>
          <Trans>You are Premium. Every star, longer sessions, no ads.</Trans>
        </p>
        <Link to={paths.dashboard} className="button button--primary">
          <Trans>Choose a star</Trans>
        </Link>
      </div>
    );
  } else if (status === 'signedOut') {
    body = (
      <div className="notice">
        <p>
          <Plural
            value={goal}
            one="Sign in or create a free account to unlock Premium: complete a task, buy it, redeem a code or refer # friend."
            other="Sign in or create a free account to unlock Premium: complete a task, buy it, redeem a code or refer # friends."
          />
        </p>
        <SignInLink returnTo={paths.premium} />
      </div>
    );
  } else {
    body = (
      <div className="unlock-grid">
        <OfferTaskCard verified={verified} />
        <PurchaseCard verified={verified} />
        <RedeemCard />
        <ReferralProgressCard count={userDoc?.referralCount ?? 0} />
      </div>
    );
  }

  return (
    <div className="premium">
      <h1>
        <Trans>Go Premium</Trans>
      </h1>
      <ul className="premium__benefits" aria-label={t`Premium benefits`}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.id}>{i18n._(benefit)}</li>
        ))}
      </ul>
      {body}
    </div>
  );
}
