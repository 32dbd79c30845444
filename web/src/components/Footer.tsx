import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { LocaleSwitcher } from './LocaleSwitcher';

export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="footer">
      <nav aria-label={t`Site`} className="footer__links">
        <Link to={paths.terms}>
          <Trans>Terms</Trans>
        </Link>
        <Link to={paths.privacy}>
          <Trans>Privacy</Trans>
        </Link>
        <Link to={paths.contentRemoval}>
          <Trans>Content removal</Trans>
        </Link>
        <Link to={paths.recordsStatement}>
          <Trans comment="A footer link: the 18 U.S.C. 2257 records-custodian statement">2257 statement</Trans>
        </Link>
        <Link to={paths.blocklist}>
          <Trans>Hidden items</Trans>
        </Link>
      </nav>
      <LocaleSwitcher />
      <p>
        <Trans>© {new Date().getFullYear()} StarSession. Adults only. All personas are fictional.</Trans>
      </p>
    </footer>
  );
}
