import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/firebase/auth';
import { firebaseErrorCode } from '../../lib/firebase/errors';
import { reauthenticate } from '../../lib/firebase/reauth';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { apiErrorMessage } from '../../store/apiSlice';
import { useDeleteMyAccountMutation } from './accountDataApi';

const ACCOUNT_DELETED_NOTICE = 'Your account and your data have been deleted.';

const MESSAGES = {
  passwordRequired: 'Enter your password.',
  wrongPassword: 'That password is not right.',
  googleCancelled: 'Google sign-in was cancelled. Sign in with Google to confirm.',
  failed: 'Your account could not be deleted. Please try again.',
} as const;

const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

function reauthMessage(error: unknown): string {
  const code = firebaseErrorCode(error) ?? '';
  if (WRONG_PASSWORD.has(code)) return MESSAGES.wrongPassword;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return MESSAGES.googleCancelled;
  if (code === 'auth/too-many-requests') return 'Too many attempts. Try again later.';
  return MESSAGES.failed;
}

interface Props {
  /** Password accounts confirm with the password; Google-only accounts sign in with Google again. */
  usesPassword: boolean;
  onClose: () => void;
}

/** 'Delete my account' on the profile: what goes, what is kept, a fresh sign-in, then the server deletes. */
export function DeleteAccountDialog({ usesPassword, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteMyAccount] = useDeleteMyAccountMutation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input, button.button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !busy) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onClose]);

  async function confirm(event: SyntheticEvent) {
    event.preventDefault();
    if (usesPassword && password === '') {
      setError(MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await reauthenticate(usesPassword ? password : null);
    } catch (e) {
      setError(reauthMessage(e));
      setBusy(false);
      return;
    }
    try {
      await deleteMyAccount(null).unwrap();
    } catch (e) {
      // Safe to press again: the server finishes what an earlier attempt left.
      setError(apiErrorMessage(e, MESSAGES.failed));
      setBusy(false);
      return;
    }
    // Committed at once (not as a transition): /profile must be gone before the sign-out below, or its sign-in
    // guard sees a signed-out visitor first and sends them to the sign-in form instead of the notice.
    await navigate(paths.dashboard, { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE }, flushSync: true });
    await signOut().catch(() => undefined); // the Auth user is gone already; this clears the browser's session
  }

  return (
    <div
      className="modal-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget && !busy) onClose();
      }}
    >
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className="auth-modal__title">
          Delete your account?
        </h2>
        <p>This cannot be undone. We delete:</p>
        <ul className="delete-account__list">
          <li>your sign-in, profile, username (anyone may take it afterwards), settings and personalization;</li>
          <li>your favourites, session records, referral records and affiliate account.</li>
        </ul>
        <p>We keep only:</p>
        <ul className="delete-account__list">
          <li>
            the payment records the law requires us to keep (amount, date, status), with your user id replaced by a
            random id, so they no longer point to you;
          </li>
          <li>
            if someone referred you, a one-way hash of your email address with their id (not your address), so the same
            address cannot earn them a second referral; that referral still counts for them;
          </li>
          <li>codes you redeemed stay used, and people you referred keep their own record, without your id;</li>
          <li>our server logs, which name your user id, until they expire after 30 days.</li>
        </ul>
        <form onSubmit={(e) => void confirm(e)} noValidate aria-label="Delete my account">
          {usesPassword ? (
            <div className="field">
              <label htmlFor="delete-password">Password</label>
              <input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(null);
                }}
              />
            </div>
          ) : (
            <p>To confirm, you will sign in with Google again.</p>
          )}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="delete-account__actions">
            <button type="button" className="button" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy ? 'Deleting…' : 'Delete my account'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
