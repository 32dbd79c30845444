import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { APP_NAME } from '../config/pwa';
import { useIsAdmin } from '../features/admin/adminApi';
import { acceptInstallOffer } from '../lib/pwa/installOffer';
import { selectIsSignedIn } from '../identity/authSlice';
import { useAppSelector } from '../store/hooks';

export function Header() {
  const { t } = useLingui();
  const signedIn = useAppSelector(selectIsSignedIn);
  const admin = useIsAdmin();
  return (
    <header className="header">
      <Link to={paths.dashboard} className="header__brand">
        {APP_NAME}
      </Link>
      <nav
        aria-label={t({ message: 'Main', comment: "The header's navigation, as a screen reader names it" })}
        className="header__nav"
      >
        {/* Shown only while the browser offers installing (lib/pwa/installOffer.ts), hidden everywhere else. First:
            the nav is aligned to the right, so its appearing moves none of the other links (no layout shift). */}
        <button type="button" className="header__install" onClick={acceptInstallOffer}>
          <Trans>Install app</Trans>
        </button>
        <NavLink to={paths.premium}>
          <Trans comment="The paid plan's product name (a brand: usually kept as is)">Premium</Trans>
        </NavLink>
        <NavLink to={paths.favorites}>
          <Trans>Favourites</Trans>
        </NavLink>
        {admin && (
          <NavLink to={paths.admin}>
            <Trans comment="Link to the administrators' page">Admin</Trans>
          </NavLink>
        )}
        <NavLink
          to={signedIn ? paths.profile : paths.account}
          aria-label={signedIn ? t`Profile` : t`Sign in`}
          className="header__account"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        </NavLink>
      </nav>
    </header>
  );
}
