import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VERIFY_RECHECK_COOLDOWN_MS, VERIFY_RESEND_COOLDOWN_MS } from '@shared/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useCooldown } from '../../hooks/useCooldown';
import { reloadUser, sendVerification } from '../../lib/firebase/auth';
import { emailVerified, selectAuthUser } from '../../identity/authSlice';

const VERIFY_MESSAGES = {
  sent: msg`Verification email sent. Check your inbox and spam folder.`,
  notYet: msg`Not verified yet. Open the link in the email, then check again.`,
  verified: msg`Email verified. Thank you!`,
  failed: msg`Something went wrong. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** App-wide prompt under the header while the signed-in user's email is unverified. */
export function VerifyEmailBanner() {
  const user = useAppSelector(selectAuthUser);
  const dispatch = useAppDispatch();
  const { i18n } = useLingui();
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  const [resendLeft, startResend] = useCooldown(VERIFY_RESEND_COOLDOWN_MS);
  const [checkLeft, startCheck] = useCooldown(VERIFY_RECHECK_COOLDOWN_MS);
  const [busy, setBusy] = useState(false);

  if (!user || user.emailVerified) {
    return message === VERIFY_MESSAGES.verified ? (
      <p role="status" className="verify-banner verify-banner--done">
        {i18n._(message)}
      </p>
    ) : null;
  }

  const email = user.email;

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
          <Trans>Verify your email</Trans>
        </h2>
        <p>
          <Trans>
            We sent a confirmation link to <strong>{email}</strong>. Check your spam folder if it is not in your inbox.
          </Trans>
        </p>
        {message && <p role="status">{i18n._(message)}</p>}
      </div>
      <div className="verify-banner__actions">
        <button type="button" className="button" onClick={() => void resend()} disabled={busy || resendLeft > 0}>
          {resendLeft > 0 ? <Trans>Resend in {resendLeft}s</Trans> : <Trans>Resend email</Trans>}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void check()}
          disabled={busy || checkLeft > 0}
        >
          {checkLeft > 0 ? <Trans>Check again in {checkLeft}s</Trans> : <Trans>Check again</Trans>}
        </button>
      </div>
    </section>
  );
}
