import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { firebaseErrorCode } from '../../lib/firebase/errors';
import { reauthenticate } from '../../lib/firebase/reauth';
import { useFocusTrap } from '../../hooks/useFocusTrap';

const MESSAGES = {
  passwordRequired: msg`Enter your password.`,
  wrongPassword: msg`That password is not right.`,
  googleCancelled: msg`Google sign-in was cancelled. Sign in with Google to confirm.`,
  tooManyAttempts: msg`Too many attempts. Try again later.`,
};

const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

/** The sign-in failures the dialog names; null for any other (the caller's `failedMessage` then shows). */
function reauthMessage(error: unknown): MessageDescriptor | null {
  const code = firebaseErrorCode(error) ?? '';
  if (WRONG_PASSWORD.has(code)) return MESSAGES.wrongPassword;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return MESSAGES.googleCancelled;
  if (code === 'auth/too-many-requests') return MESSAGES.tooManyAttempts;
  return null;
}

interface Props {
  title: string;
  /** What the step does, above the confirmation. */
  children: ReactNode;
  /** Password accounts confirm with the password; Google-only accounts sign in with Google again. */
  usesPassword: boolean;
  confirmLabel: string;
  busyLabel: string;
  /** The message when the sign-in fails for another reason than the ones the dialog names. */
  failedMessage: string;
  danger?: boolean;
  /** Runs after a fresh sign-in, so the server sees one (RECENT_SIGN_IN_MAX_AGE_MS); answers an error to show. */
  onConfirmed: () => Promise<string | null>;
  onClose: () => void;
}

/** A step the server allows only after a recent sign-in (export and deletion of the account): sign in, then do it. */
export function ConfirmSignInDialog(props: Props) {
  const { title, children, usesPassword, confirmLabel, busyLabel, failedMessage, danger, onConfirmed, onClose } = props;
  const { i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const ids = useId();
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
      setError(i18n._(MESSAGES.passwordRequired));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await reauthenticate(usesPassword ? password : null);
    } catch (e) {
      const named = reauthMessage(e);
      setError(named ? i18n._(named) : failedMessage);
      setBusy(false);
      return;
    }
    const failure = await onConfirmed();
    // On success the caller closes the dialog (or leaves the page); a failure stays here to retry.
    if (failure !== null) {
      setError(failure);
      setBusy(false);
    }
  }

  const buttonClass = danger ? 'button button--danger' : 'button button--primary';
  return (
    <div
      className="modal-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget && !busy) onClose();
      }}
    >
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="auth-modal__title">
          {title}
        </h2>
        {children}
        <form onSubmit={(e) => void confirm(e)} noValidate aria-label={confirmLabel}>
          {usesPassword ? (
            <div className="field">
              <label htmlFor={`${ids}-password`}>
                <Trans>Password</Trans>
              </label>
              <input
                id={`${ids}-password`}
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
            <p>
              <Trans>To confirm, you will sign in with Google again.</Trans>
            </p>
          )}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="confirm-sign-in__actions">
            <button type="button" className="button" onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className={buttonClass} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
