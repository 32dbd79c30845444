import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { POLICY_VERSION } from '@shared/constants';
import {
  NewAccountNeedsConsentError,
  completeRedirectSignIn,
  prepareAuth,
  signInWithGoogle,
  type GoogleSignIn,
} from '../../lib/firebase/auth';
import { ensureUserDoc } from '../../lib/firebase/users';
import { useRecordConsentMutation } from './consentApi';
import { referrerShown, selectReferrer } from '../referrals/referralSlice';
import { AUTH_MESSAGES, formMessageText, type FormMessage } from './authMessages';
import { selectAuthStatus } from '../../identity/authSlice';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type Tab = 'signin' | 'signup';

interface AuthLocationState {
  from?: Pick<Location, 'pathname' | 'search'>;
  forceSignup?: boolean;
}

function destination(state: AuthLocationState | null): string {
  const from = state?.from;
  if (!from || from.pathname === paths.auth || from.pathname === paths.account) return paths.profile;
  return from.pathname + from.search;
}

/** /auth and /account: the sign-in / sign-up dialog over a backdrop. */
export function AuthModal() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthLocationState | null;
  const status = useAppSelector(selectAuthStatus);
  const referrer = useAppSelector(selectReferrer);
  const dispatch = useAppDispatch();
  // The banner below names the referrer; only once it has been seen may the referral be claimed.
  const shownUid = referrer?.uid;
  useEffect(() => {
    if (shownUid) dispatch(referrerShown(shownUid));
  }, [dispatch, shownUid]);
  const [tab, setTab] = useState<Tab>(state?.forceSignup ? 'signup' : 'signin');
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const [error, setError] = useState<FormMessage | null>(null);
  const [consent, setConsent] = useState(false);
  const [recordConsent] = useRecordConsentMutation();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);
  const tabRefs = { signin: useRef<HTMLButtonElement>(null), signup: useRef<HTMLButtonElement>(null) };

  function close() {
    // The first entry of this tab has the key 'default': nothing to go back to.
    if (location.key === 'default') void navigate(paths.dashboard, { replace: true });
    else void navigate(-1);
  }

  function succeed(notice: string | null = null) {
    setFinished(true);
    void navigate(destination(state), { replace: true, state: notice ? { notice } : null });
  }

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [tab]);

  // The identity SDK is not loaded for a visitor who never signed in: fetch it while they type.
  useEffect(prepareAuth, []);

  // A Google sign-in that came with the box ticked records the consent (a failure is asked again by the banner).
  // users/{uid} first: the account set-up creates it at the same moment, and would be refused a create after the
  // server's consent write had made the document.
  const keepConsent = useCallback(
    (signedIn: GoogleSignIn | null) => {
      if (!signedIn?.consented) return;
      void ensureUserDoc(signedIn.uid, signedIn.displayName)
        .then(() => recordConsent({ policyVersion: POLICY_VERSION }).unwrap())
        .catch(() => undefined);
    },
    [recordConsent],
  );

  const showGoogleFailure = useCallback((e: unknown) => {
    if (e instanceof NewAccountNeedsConsentError) {
      setTab('signup');
      setError(AUTH_MESSAGES.googleNeedsConsent);
    } else setError(AUTH_MESSAGES.generic);
  }, []);

  // A Google redirect returns to this dialog: a failed one is shown here, never lost (a success signs in).
  useEffect(() => {
    let shown = true;
    completeRedirectSignIn().then(keepConsent, (e: unknown) => {
      if (shown) showGoogleFailure(e);
    });
    return () => {
      shown = false;
    };
  }, [keepConsent, showGoogleFailure]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  async function google() {
    // On the Sign up tab Google creates an account, so the box must be ticked first; on Sign in a new account is
    // refused by signInWithGoogle unless it was.
    if (tab === 'signup' && !consent) {
      setError(AUTH_MESSAGES.consentRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // null: the popup could not be used and the page is redirecting to Google.
      const signedIn = await signInWithGoogle({ consented: tab === 'signup' && consent });
      if (signedIn) {
        keepConsent(signedIn);
        succeed();
      }
    } catch (e) {
      showGoogleFailure(e);
    } finally {
      setBusy(false);
    }
  }

  function onTabKey(e: KeyboardEvent) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next: Tab = tab === 'signin' ? 'signup' : 'signin';
    setTab(next);
    tabRefs[next].current?.focus();
  }

  const referrerName = referrer?.name ?? t`A friend`;

  // Already signed in (not in the middle of our own flow): nothing to do here.
  if (status === 'signedIn' && !busy && !finished) return <Navigate to={destination(state)} replace />;

  return (
    <div
      className="modal-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div ref={dialogRef} className="modal auth-modal" role="dialog" aria-modal="true" aria-labelledby="auth-title">
        <button type="button" className="modal__close" aria-label={t`Close`} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <h1 id="auth-title" className="auth-modal__title">
          {tab === 'signin' ? <Trans>Welcome back</Trans> : <Trans>Create your account</Trans>}
        </h1>
        {referrer && (
          <p className="referral-banner" role="note">
            <Trans>
              <strong>{referrerName}</strong> has referred you. Sign up and verify your email to give them credit
              towards free Premium.
            </Trans>
          </p>
        )}
        <div role="tablist" aria-label={t`Account`} className="tabs" onKeyDown={onTabKey}>
          {(['signin', 'signup'] as const).map((name) => (
            <button
              key={name}
              ref={tabRefs[name]}
              type="button"
              role="tab"
              id={`auth-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`auth-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className="tabs__tab"
              onClick={() => setTab(name)}
            >
              {name === 'signin' ? <Trans>Sign in</Trans> : <Trans>Sign up</Trans>}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          {tab === 'signin' ? (
            <SignInForm busy={busy} setBusy={setBusy} onSuccess={succeed} />
          ) : (
            <SignUpForm
              busy={busy}
              setBusy={setBusy}
              onSuccess={succeed}
              consent={consent}
              onConsentChange={(checked) => {
                setConsent(checked);
                setError(null);
              }}
            />
          )}
        </div>
        <div className="auth-modal__divider" aria-hidden="true">
          <Trans comment="Between the email form and Continue with Google">or</Trans>
        </div>
        <button type="button" className="button button--block" onClick={() => void google()} disabled={busy}>
          <Trans>Continue with Google</Trans>
        </button>
        {error && (
          <p role="alert" className="form-error">
            {formMessageText(error, i18n)}
          </p>
        )}
      </div>
    </div>
  );
}
