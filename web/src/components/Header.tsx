import { Link, NavLink } from 'react-router-dom';
import { paths } from '../config/paths';

export function Header() {
  return (
    <header className="header">
      <Link to={paths.dashboard} className="header__brand">
        StarSession
      </Link>
      <nav aria-label="Main" className="header__nav">
        <NavLink to={paths.premium}>Premium</NavLink>
        <NavLink to={paths.favorites}>Favourites</NavLink>
        <NavLink to={paths.account} aria-label="Account" className="header__account">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        </NavLink>
      </nav>
    </header>
  );
}
