import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PREMIUM_COMPLETE_REDIRECT_MS } from '@shared/constants';
import { apiErrorMessage } from '../../store/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { selectAuthStatus } from '../../identity/authSlice';
import { clearFreePremiumDoneCookie, setFreePremiumDoneCookie } from './freePremiumCookie';
import { useCompleteFreePremiumMutation } from './premiumApi';
import { SignInLink } from '../../components/SignInLink';

type Phase = 'idle' | 'working' | 'done' | 'error' | 'unauthed';

function errorStatus(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

const COMPLETION_MESSAGES = {
  unreachable: msg`Something went wrong. Please try again.`,
  failed: msg`Failed to finalize free premium`,
};

/** Server text first; a request that never got an answer gets the generic line. */
function completionErrorMessage(error: unknown, i18n: I18n): string {
  if (errorStatus(error) === 'FETCH_ERROR') return i18n._(COMPLETION_MESSAGES.unreachable);
  return apiErrorMessage(error, i18n._(COMPLETION_MESSAGES.failed));
}

/**
 * /premium-complete (docs/product-rules.md#four-ways-to-premium):
 * idle → working → done (then /dashboard) | error (Retry) | unauthed.
 */
export function PremiumCompletePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const status = useAppSelector(selectAuthStatus);
  const [complete] = useCompleteFreePremiumMutation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');
  const running = useRef(false);
  // Signed out is always 'unauthed'; the stored phase resumes once someone signs in.
  const shown: Phase = status === 'signedOut' ? 'unauthed' : phase;

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPhase('working');
    try {
      await complete(undefined).unwrap();
      setPhase('done');
    } catch (error) {
      if (errorStatus(error) === 401) {
        setPhase('unauthed');
      } else {
        setMessage(completionErrorMessage(error, i18n));
        setPhase('error');
      }
    } finally {
      running.current = false;
    }
  }, [complete, i18n]);

  // Landing here (e.g. the offer's return link) is itself the "task done" signal.
  useEffect(() => {
    setFreePremiumDoneCookie();
  }, []);

  const previousStatus = useRef(status);
  useEffect(() => {
    const justSignedIn = previousStatus.current !== 'signedIn' && status === 'signedIn';
    previousStatus.current = status;
    // First visit, or signing in (here or in another tab) after being told to: try (again).
    if (status === 'signedIn' && (phase === 'idle' || (phase === 'unauthed' && justSignedIn))) void run();
  }, [status, phase, run]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => void navigate(paths.dashboard, { replace: true }), PREMIUM_COMPLETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <div className="premium-complete">
      <h1>
        <Trans>Finishing your Premium</Trans>
      </h1>
      {(shown === 'idle' || shown === 'working') && (
        <p role="status">
          <Trans>Finalizing your premium…</Trans>
        </p>
      )}
      {shown === 'done' && (
        <p role="status" className="form-ok">
          <Trans>Premium unlocked! Taking you to the dashboard…</Trans>
        </p>
      )}
      {shown === 'error' && (
        <>
          <p role="alert" className="form-error">
            {message}
          </p>
          <div className="setup__actions">
            <button type="button" className="button button--primary" onClick={() => void run()}>
              <Trans>Retry</Trans>
            </button>
            <Link to={paths.premium} className="button" onClick={clearFreePremiumDoneCookie}>
              <Trans>Choose another way</Trans>
            </Link>
          </div>
        </>
      )}
      {shown === 'unauthed' && (
        <>
          <p role="alert">
            <Trans>Please sign in to finalize your premium.</Trans>
          </p>
          <div className="setup__actions">
            <SignInLink returnTo={paths.premiumComplete} />
            {status === 'signedIn' && (
              <button type="button" className="button" onClick={() => void run()}>
                <Trans>Retry</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
