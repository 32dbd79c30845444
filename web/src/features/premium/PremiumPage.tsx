import { Link, Navigate } from 'react-router-dom';
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

const BENEFITS = ['All 25 stars', '20 and 30 minute sessions', 'No ads', 'Favourites', 'Personalized instructions'];

/** /premium — every unlock path: a task, a purchase, a code, or referrals (docs/product-rules.md). */
export function PremiumPage() {
  const status = useAppSelector(selectAuthStatus);
  const verified = useAppSelector(selectEmailVerified);
  const { premium } = usePremium();
  const { data: userDoc } = useUserDoc();

  if (premium === false && hasFreePremiumDoneCookie()) return <Navigate to={paths.premiumComplete} replace />;

  let body;
  if (status === 'loading' || premium === undefined) {
    body = <p role="status">Loading...</p>;
  } else if (premium) {
    body = (
      <div className="notice">
        <p>You are Premium. Every star, longer sessions, no ads.</p>
        <Link to={paths.dashboard} className="button button--primary">
          Choose a star
        </Link>
      </div>
    );
  } else if (status === 'signedOut') {
    body = (
      <div className="notice">
        <p>
          Sign in or create a free account to unlock Premium: complete a task, buy it, redeem a code or refer 5 friends.
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
      <h1>Go Premium</h1>
      <ul className="premium__benefits" aria-label="Premium benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {body}
    </div>
  );
}
