import { useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { normalizeEmail, validateEmail } from '@shared/validation/email';
import { EMAIL_PROBLEM_MESSAGES } from '../../lib/validation/problemMessages';
import { sendReset, signIn } from '../../lib/firebase/auth';
import { firebaseErrorCode } from '../../lib/firebase/errors';
import { AUTH_MESSAGES, CREDENTIAL_ERROR_CODES, formMessageText, type FormMessage } from './authMessages';
import {
  clearRateLimit,
  loadRateLimit,
  rateLimitMessage,
  recordFailure,
  saveRateLimit,
  secondsUntilAllowed,
} from './loginRateLimit';

interface Props {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSuccess: () => void;
}

export function SignInForm({ busy, setBusy, onSuccess }: Props) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormMessage | null>(null);
  const [info, setInfo] = useState<FormMessage | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setInfo(null);
    const wait = secondsUntilAllowed(loadRateLimit(), Date.now());
    if (wait > 0) {
      setError(rateLimitMessage(wait));
      return;
    }
    const emailProblem = validateEmail(email);
    if (emailProblem) {
      setError(EMAIL_PROBLEM_MESSAGES[emailProblem]);
      return;
    }
    if (password === '') {
      setError(AUTH_MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signIn(normalizeEmail(email), password);
      clearRateLimit();
      onSuccess();
    } catch (e) {
      if (CREDENTIAL_ERROR_CODES.has(firebaseErrorCode(e) ?? '')) {
        saveRateLimit(recordFailure(loadRateLimit(), Date.now()));
        setError(AUTH_MESSAGES.wrongCredentials);
      } else {
        setError(AUTH_MESSAGES.generic);
      }
    } finally {
      setBusy(false);
    }
  }

  async function forgot() {
    setError(null);
    setInfo(null);
    if (normalizeEmail(email) === '') {
      setError(AUTH_MESSAGES.resetEmailRequired);
      return;
    }
    const emailProblem = validateEmail(email);
    if (emailProblem) {
      setError(EMAIL_PROBLEM_MESSAGES[emailProblem]);
      return;
    }
    setBusy(true);
    try {
      await sendReset(normalizeEmail(email));
      setInfo(AUTH_MESSAGES.resetSent);
    } catch (e) {
      // Unknown addresses get the same answer, so the form does not reveal who has an account.
      if (firebaseErrorCode(e) === 'auth/user-not-found') setInfo(AUTH_MESSAGES.resetSent);
      else setError(AUTH_MESSAGES.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Sign in`}>
      <div className="field">
        <label htmlFor="signin-email">
          <Trans>Email</Trans>
        </label>
        <input
          id="signin-email"
          type="email"
          autoComplete="email"
          maxLength={200}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="signin-password">
          <Trans>Password</Trans>
        </label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
        />
      </div>
      {error && (
        <p role="alert" className="form-error">
          {formMessageText(error, i18n)}
        </p>
      )}
      {info && (
        <p role="status" className="form-info">
          {formMessageText(info, i18n)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <Trans>Continue</Trans>
      </button>
      <button type="button" className="link-button" onClick={() => void forgot()} disabled={busy}>
        <Trans>Forgot password</Trans>
      </button>
    </form>
  );
}
