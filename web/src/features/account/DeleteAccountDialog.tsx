import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/firebase/auth';
import { apiErrorMessage } from '../../store/apiSlice';
import { useDeleteMyAccountMutation } from './accountDataApi';
import { ConfirmSignInDialog } from './ConfirmSignInDialog';

const ACCOUNT_DELETED_NOTICE = msg`Your account and your data have been deleted.`;
const FAILED = msg`Your account could not be deleted. Please try again.`;

interface Props {
  usesPassword: boolean;
  onClose: () => void;
}

/** 'Delete my account' on the profile: what goes, what is kept, a fresh sign-in, then the server deletes. */
export function DeleteAccountDialog({ usesPassword, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [deleteMyAccount] = useDeleteMyAccountMutation();
  const navigate = useNavigate();

  async function deleteAccount(): Promise<string | null> {
    try {
      await deleteMyAccount(null).unwrap();
    } catch (e) {
      // Safe to press again: the server finishes what an earlier attempt left.
      return apiErrorMessage(e, i18n._(FAILED));
    }
    // Committed at once (not as a transition): /profile must be gone before the sign-out below, or its sign-in
    // guard sees a signed-out visitor first and sends them to the sign-in form instead of the notice.
    const notice = i18n._(ACCOUNT_DELETED_NOTICE);
    await navigate(paths.dashboard, { replace: true, state: { notice }, flushSync: true });
    await signOut().catch(() => undefined); // the Auth user is gone already; this clears the browser's session
    return null;
  }

  return (
    <ConfirmSignInDialog
      title={t`Delete your account?`}
      usesPassword={usesPassword}
      confirmLabel={t`Delete my account`}
      busyLabel={t`Deleting…`}
      failedMessage={i18n._(FAILED)}
      danger
      onConfirmed={deleteAccount}
      onClose={onClose}
    >
      <p>
        <Trans>This cannot be undone. We delete:</Trans>
      </p>
      <ul className="delete-account__list">
        <li>
          <Trans>your sign-in, profile, username (anyone may take it afterwards), settings and personalization;</Trans>
        </li>
        <li>
          <Trans>your favourites, session records, referral records and affiliate account.</Trans>
        </li>
      </ul>
      <p>
        <Trans>We keep only:</Trans>
      </p>
      <ul className="delete-account__list">
        <li>
          <Trans>
            the payment records the law requires us to keep (amount, date, status), with your user id replaced by a
            random id, so they no longer point to you;
          </Trans>
        </li>
        <li>
          <Trans>
            if someone referred you, a one-way hash of your email address with their id (not your address), so the same
            address cannot earn them a second referral; that referral still counts for them;
          </Trans>
        </li>
        <li>
          <Trans>codes you redeemed stay used, and people you referred keep their own record, without your id;</Trans>
        </li>
        <li>
          <Trans>our server logs, which name your user id, until they expire after 30 days.</Trans>
        </li>
      </ul>
    </ConfirmSignInDialog>
  );
}
