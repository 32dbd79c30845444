import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Site" className="footer__links">
        <Link to={paths.terms}>Terms</Link>
        <Link to={paths.privacy}>Privacy</Link>
        <Link to={paths.contentRemoval}>Content removal</Link>
        <Link to={paths.blocklist}>Hidden items</Link>
      </nav>
      <p>© {new Date().getFullYear()} StarSession. Adults only. All personas are fictional.</p>
    </footer>
  );
}
