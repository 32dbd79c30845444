import { Link, NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useIsAdmin } from '../features/admin/adminApi';
import { acceptInstallOffer } from '../lib/pwa/installOffer';
import { selectIsSignedIn } from '../identity/authSlice';
import { useAppSelector } from '../store/hooks';

export function Header() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const admin = useIsAdmin();
  return (
    <header className="header">
      <Link to={paths.dashboard} className="header__brand">
        StarSession
      </Link>
      <nav aria-label="Main" className="header__nav">
        {/* Shown only while the browser offers installing (lib/pwa/installOffer.ts), hidden everywhere else. First:
            the nav is aligned to the right, so its appearing moves none of the other links (no layout shift). */}
        <button type="button" className="header__install" onClick={acceptInstallOffer}>
          Install app
        </button>
        <NavLink to={paths.premium}>Premium</NavLink>
        <NavLink to={paths.favorites}>Favourites</NavLink>
        {admin && <NavLink to={paths.admin}>Admin</NavLink>}
        <NavLink
          to={signedIn ? paths.profile : paths.account}
          aria-label={signedIn ? 'Profile' : 'Sign in'}
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
