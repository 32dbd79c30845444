import { useLocation } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../store/hooks';
import { AdSlot } from '../../components/ads/AdSlot';
import { selectEmailVerified, selectIsSignedIn } from '../../identity/authSlice';
import { CardFilterProvider } from './cardFilterContext';
import { StarCard } from './StarCard';
import { useStarCatalogue } from '../../stars/useStarCatalogue';
import { FIRST_ROW_CARDS } from './dashboardText';
import { DASHBOARD_MESSAGES } from './dashboardMessages';

// Presets are a signed-in user's: a signed-out first view (within its JS budget) never loads them.
const PresetsShelf = lazy(() => import('./PresetsShelf'));

/** Hidden once a signed-in user has verified: until then the confirmation email may sit in spam. */
function SpamFolderBanner() {
  const { i18n } = useLingui();
  const signedIn = useAppSelector(selectIsSignedIn);
  const verified = useAppSelector(selectEmailVerified);
  if (signedIn && verified) return null;
  return (
    <p className="banner banner--info" role="note">
      {i18n._(DASHBOARD_MESSAGES.spamFolder)}
    </p>
  );
}

function SignedInPresets() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PresetsShelf />
    </Suspense>
  );
}

export function DashboardPage() {
  const { i18n } = useLingui();
  const catalogue = useStarCatalogue();
  // A page that sends the visitor here may say why (e.g. "Your account and your data have been deleted.").
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return (
    <div className="dashboard">
      {typeof notice === 'string' && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      <h1>{i18n._(DASHBOARD_MESSAGES.heading)}</h1>
      <SpamFolderBanner />
      <AdSlot variant="leaderboard" />
      <SignedInPresets />
      <CardFilterProvider>
        <section aria-labelledby="free-stars">
          <h2 id="free-stars">
            <Trans comment="The dashboard's section of stars a free account may play">Free</Trans>
          </h2>
          <ul className="star-grid">
            {catalogue.free.map((s, i) => (
              <StarCard key={s.id} star={s} first={i < FIRST_ROW_CARDS} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="premium-stars">
          <h2 id="premium-stars">
            <Trans comment="The dashboard's section of Premium-only stars (Premium is the product's name)">
              Premium
            </Trans>
          </h2>
          <ul className="star-grid">
            {catalogue.premium.map((s) => (
              <StarCard key={s.id} star={s} />
            ))}
          </ul>
        </section>
      </CardFilterProvider>
    </div>
  );
}
