import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { selectIsSignedIn } from '../../identity/authSlice';
import { useAppSelector } from '../../store/hooks';
import { BlocklistCard } from './BlocklistCard';

/**
 * /hidden, from the footer: the blocklist for everyone (docs/product-rules.md#blocklist). Signed out it edits
 * this device's copy, the only way to reach it; signed in the account's, the same card as on the profile.
 */
export function BlocklistPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    // Opened from the footer: start at the top, not at the old scroll position.
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="blocklist-page">
      <h1>
        <Trans>Hidden items</Trans>
      </h1>
      <p>
        {signedIn ? (
          <Trans>
            Your blocklist is kept with your account; it is also on your <Link to={paths.profile}>profile</Link>.
          </Trans>
        ) : (
          <Trans>
            Signed out, your blocklist stays on this device. <Link to={paths.account}>Sign in</Link> to keep one with
            your account instead.
          </Trans>
        )}
      </p>
      <BlocklistCard />
      <p>
        <Link to={paths.dashboard}>
          <Trans>Back to the stars</Trans>
        </Link>
      </p>
    </div>
  );
}
