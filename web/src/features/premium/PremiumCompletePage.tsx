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

/** Server text first; a request that never got an answer gets the generic line. */
function completionErrorMessage(error: unknown): string {
  if (errorStatus(error) === 'FETCH_ERROR') return 'Something went wrong. Please try again.';
  return apiErrorMessage(error, 'Failed to finalize free premium');
}

/**
 * /premium-complete (docs/product-rules.md#four-ways-to-premium):
 * idle → working → done (then /dashboard) | error (Retry) | unauthed.
 */
export function PremiumCompletePage() {
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
        setMessage(completionErrorMessage(error));
        setPhase('error');
      }
    } finally {
      running.current = false;
    }
  }, [complete]);

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
      <h1>Finishing your Premium</h1>
      {(shown === 'idle' || shown === 'working') && <p role="status">Finalizing your premium…</p>}
      {shown === 'done' && (
        <p role="status" className="form-ok">
          Premium unlocked! Taking you to the dashboard…
        </p>
      )}
      {shown === 'error' && (
        <>
          <p role="alert" className="form-error">
            {message}
          </p>
          <div className="setup__actions">
            <button type="button" className="button button--primary" onClick={() => void run()}>
              Retry
            </button>
            <Link to={paths.premium} className="button" onClick={clearFreePremiumDoneCookie}>
              Choose another way
            </Link>
          </div>
        </>
      )}
      {shown === 'unauthed' && (
        <>
          <p role="alert">Please sign in to finalize your premium.</p>
          <div className="setup__actions">
            <SignInLink returnTo={paths.premiumComplete} />
            {status === 'signedIn' && (
              <button type="button" className="button" onClick={() => void run()}>
                Retry
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
