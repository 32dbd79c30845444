import { useState } from 'react';
import { VERIFY_RECHECK_COOLDOWN_MS, VERIFY_RESEND_COOLDOWN_MS } from '@shared/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useCooldown } from '../../hooks/useCooldown';
import { reloadUser, sendVerification } from '../../lib/firebase/auth';
import { emailVerified, selectAuthUser } from '../../identity/authSlice';

const VERIFY_MESSAGES = {
  sent: 'Verification email sent. Check your inbox and spam folder.',
  notYet: 'Not verified yet. Open the link in the email, then check again.',
  verified: 'Email verified. Thank you!',
  failed: 'Something went wrong. Please try again.',
} as const;

/** App-wide prompt under the header while the signed-in user's email is unverified. */
export function VerifyEmailBanner() {
  const user = useAppSelector(selectAuthUser);
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<string | null>(null);
  const [resendLeft, startResend] = useCooldown(VERIFY_RESEND_COOLDOWN_MS);
  const [checkLeft, startCheck] = useCooldown(VERIFY_RECHECK_COOLDOWN_MS);
  const [busy, setBusy] = useState(false);

  if (!user || user.emailVerified) {
    return message === VERIFY_MESSAGES.verified ? (
      <p role="status" className="verify-banner verify-banner--done">
        {message}
      </p>
    ) : null;
  }

  async function resend() {
    setBusy(true);
    try {
      await sendVerification();
      startResend();
      setMessage(VERIFY_MESSAGES.sent);
    } catch {
      setMessage(VERIFY_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  async function check() {
    setBusy(true);
    startCheck();
    try {
      const info = await reloadUser();
      if (info?.emailVerified) {
        setMessage(VERIFY_MESSAGES.verified);
        dispatch(emailVerified());
      } else {
        setMessage(VERIFY_MESSAGES.notYet);
      }
    } catch {
      setMessage(VERIFY_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="verify-banner__text">
        <h2 id="verify-banner-title" className="verify-banner__title">
          Verify your email
        </h2>
        <p>
          We sent a confirmation link to <strong>{user.email}</strong>. Check your spam folder if it is not in your
          inbox.
        </p>
        {message && <p role="status">{message}</p>}
      </div>
      <div className="verify-banner__actions">
        <button type="button" className="button" onClick={() => void resend()} disabled={busy || resendLeft > 0}>
          {resendLeft > 0 ? `Resend in ${resendLeft}s` : 'Resend email'}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void check()}
          disabled={busy || checkLeft > 0}
        >
          {checkLeft > 0 ? `Check again in ${checkLeft}s` : 'Check again'}
        </button>
      </div>
    </section>
  );
}
