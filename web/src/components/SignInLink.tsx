import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * "Sign in" to /account, carrying `returnTo` as the `{ from }` state the sign-in form returns to
 * (the same state RequireAuth passes when it redirects).
 */
export function SignInLink({ returnTo }: { returnTo: string }) {
  return (
    <Link to={paths.account} state={{ from: { pathname: returnTo, search: '' } }} className="button button--primary">
      <Trans>Sign in</Trans>
    </Link>
  );
}
