import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/firebase/auth';
import { selectAuthUser } from '../../identity/authSlice';
import { AccountDataCard } from './AccountDataCard';
import { AffiliateCard } from './AffiliateCard';
import { BlocklistCard } from './BlocklistCard';
import { DiscreetCard } from './DiscreetCard';
import { PersonalizationEditor } from './PersonalizationEditor';
import { RedeemCard } from '../premium/RedeemCard';
import { ReferralCard } from './ReferralCard';
import { SessionDefaultsCard } from './SessionDefaultsCard';
import { HistoryCard } from './HistoryCard';
import { formatDuration, useTimeSpentMs } from './timeSpent';
import { usePremium, useUserDoc } from '../../identity/userDocApi';
import { UsernameEditor } from './UsernameEditor';
import { useStarCatalogue } from '../../stars/useStarCatalogue';

export function initialsOf(name: string): string {
  const words = name
    .replace(/[@_.-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return (
    letters
      .map((w) => Array.from(w ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

export function ProfilePage() {
  const { t, i18n } = useLingui();
  const user = useAppSelector(selectAuthUser);
  const { data: doc } = useUserDoc();
  const { premium } = usePremium();
  const catalogue = useStarCatalogue();
  const timeSpentMs = useTimeSpentMs();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  if (!user) {
    return (
      <div className="profile profile--signed-out">
        <p>
          <Trans>You are not signed in.</Trans>
        </p>
        <Link to={paths.account} className="button button--primary">
          <Trans>Sign in</Trans>
        </Link>
        <SessionDefaultsCard uid={null} premium={false} />
      </div>
    );
  }

  const name =
    doc?.displayName ??
    user.displayName ??
    doc?.username ??
    user.email?.split('@')[0] ??
    t({ message: 'Member', comment: 'Shown as the name of a member who has none' });
  const createdMs = doc?.createdAtMs ?? user.createdAtMs ?? null;
  const created = createdMs === null ? '—' : i18n.date(createdMs, { year: 'numeric', month: 'long', day: 'numeric' });
  const firstStar = catalogue.free[0];
  const username = doc?.username;

  async function leave() {
    await navigate(paths.dashboard, { replace: true });
    await signOut();
  }

  return (
    <div className="profile">
      {notice && (
        <p role="alert" className="notice">
          {notice}
        </p>
      )}
      <section className="profile__head" aria-labelledby="profile-name">
        <div className="avatar" aria-hidden="true">
          {initialsOf(name)}
        </div>
        <div className="profile__who">
          <h1 id="profile-name">{name}</h1>
          {doc?.username && <p className="profile__username">@{doc.username}</p>}
          <p className="profile__email">{user.email}</p>
          <p className="profile__since">
            <Trans>Member since {created}</Trans>
          </p>
        </div>
        <div className="profile__actions">
          <Link to={paths.dashboard} className="button">
            <Trans>Back to Dashboard</Trans>
          </Link>
          {firstStar && (
            <Link to={paths.config(firstStar.id)} state={{ fromDashboard: true }} className="button button--primary">
              <Trans>Try a Session</Trans>
            </Link>
          )}
          <button type="button" className="button" onClick={() => void leave()}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      </section>

      <dl className="stats">
        <div className="stat">
          <dt>
            <Trans>Premium Status</Trans>
          </dt>
          <dd>
            {premium === undefined
              ? t({ message: 'Loading', context: 'plan', comment: 'Premium Status while the account loads' })
              : premium
                ? t({ message: 'Premium', context: 'plan', comment: 'Premium Status: the plan, a product name' })
                : t({ message: 'Free', context: 'plan', comment: 'Premium Status: the free plan' })}
          </dd>
        </div>
        <div className="stat">
          <dt>
            <Trans>Time spent</Trans>
          </dt>
          <dd>{formatDuration(timeSpentMs, i18n)}</dd>
        </div>
        <div className="stat">
          <dt>
            <Trans>Date created</Trans>
          </dt>
          <dd>{created}</dd>
        </div>
      </dl>

      <div className="cards">
        <AffiliateCard uid={user.uid} />
        <ReferralCard uid={user.uid} referralCount={doc?.referralCount} />
        {premium === false && <RedeemCard look="profile" />}
        <section className="card" aria-labelledby="username-title">
          <h2 id="username-title" className="card__title">
            <Trans>Username</Trans>
          </h2>
          <p>{username ? t`Your username is @${username}.` : t`You have no username yet.`}</p>
          <UsernameEditor uid={user.uid} current={doc?.username ?? null} />
        </section>
        {premium === true && <PersonalizationEditor stored={doc?.personalization ?? null} />}
        {premium !== undefined && <SessionDefaultsCard key={String(premium)} uid={user.uid} premium={premium} />}
        {premium !== undefined && <HistoryCard uid={user.uid} premium={premium} />}
        <BlocklistCard />
        <DiscreetCard />
        <AccountDataCard />
      </div>
    </div>
  );
}
