// Identity: email/password, Google, verification and tokens. Callers get plain objects and
// `{ code }` errors (see `authErrorCode`), never SDK types.
import type { Auth, User, UserCredential } from 'firebase/auth';
import { DEFAULT_LOCALE } from '@shared/constants';
import { getAuthInstance, isAuthRequested, mayHaveStoredUser, onAuthRequested } from './app';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { firebaseErrorCode } from './errors';
import { announceSignIn, onSignInElsewhere } from './signInBroadcast';
import { i18n } from '../i18n/i18n';
import { isLocale } from '../i18n/pickLocale';

export interface AuthUserInfo {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  admin: boolean;
  /** ms since epoch, from the account metadata. */
  createdAtMs: number | null;
}

const authSdk = () => import('firebase/auth');

async function toInfo(user: User, forceRefresh = false): Promise<AuthUserInfo> {
  const token = await user.getIdTokenResult(forceRefresh);
  const created = user.metadata.creationTime ? Date.parse(user.metadata.creationTime) : NaN;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    admin: token.claims.admin === true,
    createdAtMs: Number.isFinite(created) ? created : null,
  };
}

/** Starts loading the SDK ahead of a sign-in or sign-up (e.g. when the dialog opens), so the submit does not wait for it. */
export function prepareAuth(): void {
  getAuthInstance().catch(() => undefined); // the action itself reports a failure
}

/** The `auth/…` code of an identity error, or null for anything else. */
const authErrorCode = firebaseErrorCode;

export async function signIn(email: string, password: string): Promise<AuthUserInfo> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([getAuthInstance(), authSdk()]);
  const cred = await signInWithEmailAndPassword(auth, email, password);
  return toInfo(cred.user);
}

/**
 * Firebase Auth writes its emails (verification, password reset) and its action pages in `languageCode`: the
 * visitor's language, so the link they follow speaks it too. The pseudo-locale is English there.
 */
function inVisitorsLanguage(auth: Auth): Auth {
  auth.languageCode = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return auth;
}

export async function signUp(email: string, password: string, displayName?: string): Promise<AuthUserInfo> {
  const [auth, { createUserWithEmailAndPassword, updateProfile, sendEmailVerification }] = await Promise.all([
    getAuthInstance(),
    authSdk(),
  ]);
  const cred = await createUserWithEmailAndPassword(auth, email, password);
  if (displayName) await updateProfile(cred.user, { displayName });
  inVisitorsLanguage(auth);
  await sendEmailVerification(cred.user);
  return toInfo(cred.user);
}

export async function signOut(): Promise<void> {
  const [auth, sdk] = await Promise.all([getAuthInstance(), authSdk()]);
  await sdk.signOut(auth);
}

export async function sendReset(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([getAuthInstance(), authSdk()]);
  await sendPasswordResetEmail(inVisitorsLanguage(auth), email);
}

export async function sendVerification(): Promise<void> {
  const [auth, { sendEmailVerification }] = await Promise.all([getAuthInstance(), authSdk()]);
  if (!auth.currentUser) throw new Error('Not signed in');
  inVisitorsLanguage(auth);
  await sendEmailVerification(auth.currentUser);
}

/** Reloads the account and forces a fresh ID token, so a new verification or claim shows up. */
export async function reloadUser(): Promise<AuthUserInfo | null> {
  const auth = await getAuthInstance();
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  return toInfo(user, true);
}

/** A Google sign-in, and whether it created the account just now. */
export interface GoogleSignIn extends AuthUserInfo {
  isNewUser: boolean;
  /** The visitor ticked the consent box before signing in (kept across a redirect). */
  consented: boolean;
}

/** A Google account with no StarSession account yet, signing in without consent: nothing was kept. */
export class NewAccountNeedsConsentError extends Error {
  constructor() {
    super('A new account needs consent first.');
    this.name = 'NewAccountNeedsConsentError';
  }
}

// Until a Google sign-in has been checked (a new account without consent is removed again), nobody hears of its
// user: the account set-up that follows a sign-in would otherwise create users/{uid} for an account that goes.
let googleCheck: Promise<unknown> = Promise.resolve();
/** Accounts removed again for want of consent: their sign-in is never reported. */
const removedUids = new Set<string>();

function checkedGoogleSignIn(run: () => Promise<GoogleSignIn | null>): Promise<GoogleSignIn | null> {
  const result = run();
  googleCheck = result.catch(() => undefined);
  return result;
}

async function settleGoogleSignIn(cred: UserCredential, consented: boolean): Promise<GoogleSignIn> {
  const { getAdditionalUserInfo } = await authSdk();
  const isNewUser = getAdditionalUserInfo(cred)?.isNewUser === true;
  if (isNewUser && !consented) {
    // Signed in for a moment only: the account is removed at once (a fresh sign-in may delete itself).
    removedUids.add(cred.user.uid);
    await cred.user.delete();
    throw new NewAccountNeedsConsentError();
  }
  return { ...(await toInfo(cred.user)), isNewUser, consented };
}

// Popup failures that a full-page redirect can get past.
const REDIRECT_FALLBACK_CODES = new Set([
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/unauthorized-domain',
  'auth/operation-not-supported-in-this-environment',
]);

/**
 * Google sign-in by popup; returns null when it fell back to a redirect (the page is leaving). Without `consented`
 * a brand-new account is removed again and NewAccountNeedsConsentError thrown.
 */
export function signInWithGoogle({ consented }: { consented: boolean }): Promise<GoogleSignIn | null> {
  return checkedGoogleSignIn(async () => {
    const [auth, { GoogleAuthProvider, signInWithPopup, signInWithRedirect }] = await Promise.all([
      getAuthInstance(),
      authSdk(),
    ]);
    const provider = new GoogleAuthProvider();
    let cred: UserCredential;
    try {
      cred = await signInWithPopup(auth, provider);
    } catch (error) {
      if (!REDIRECT_FALLBACK_CODES.has(authErrorCode(error) ?? '')) throw error;
      sessionStorage.setItem(STORAGE_KEYS.googleRedirectPending, '1');
      if (consented) sessionStorage.setItem(STORAGE_KEYS.googleRedirectConsent, '1');
      else sessionStorage.removeItem(STORAGE_KEYS.googleRedirectConsent);
      await signInWithRedirect(auth, provider);
      return null;
    }
    return settleGoogleSignIn(cred, consented);
  });
}

let redirectCompletion: Promise<GoogleSignIn | null> | null = null;

async function finishRedirectSignIn(consented: boolean): Promise<GoogleSignIn | null> {
  const [auth, { getRedirectResult }] = await Promise.all([getAuthInstance(), authSdk()]);
  const cred = await getRedirectResult(auth);
  return cred ? settleGoogleSignIn(cred, consented) : null;
}

/**
 * Completes a Google redirect started earlier; null when there was none. One completion per return,
 * shared by every caller (app start begins it, the sign-in dialog shows how it ended).
 */
export function completeRedirectSignIn(): Promise<GoogleSignIn | null> {
  // Only after our own redirect: the check otherwise loads the provider iframe on every start.
  if (sessionStorage.getItem(STORAGE_KEYS.googleRedirectPending) !== null) {
    const consented = sessionStorage.getItem(STORAGE_KEYS.googleRedirectConsent) !== null;
    sessionStorage.removeItem(STORAGE_KEYS.googleRedirectPending);
    sessionStorage.removeItem(STORAGE_KEYS.googleRedirectConsent);
    redirectCompletion = checkedGoogleSignIn(() => finishRedirectSignIn(consented));
  }
  return redirectCompletion ?? Promise.resolve(null);
}

/** Calls back on sign-in, sign-out and token refresh (so claims and verification stay current). */
function onAuthChange(callback: (user: AuthUserInfo | null) => void, onError?: (e: unknown) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  let announcedUid: string | null = null;
  void Promise.all([getAuthInstance(), authSdk()])
    .then(([auth, { onIdTokenChanged }]) => {
      if (cancelled) return;
      unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) {
          announcedUid = null;
          callback(null);
          return;
        }
        void googleCheck.then(() => {
          // A new Google account removed for want of consent: not reported.
          if (removedUids.has(user.uid)) return;
          // Once per signed-in user, not per hourly token refresh.
          if (user.uid !== announcedUid) announceSignIn();
          announcedUid = user.uid;
          toInfo(user).then(callback, (e: unknown) => onError?.(e));
        });
      });
    })
    .catch((e: unknown) => onError?.(e));
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/**
 * Like onAuthChange, but a browser with no stored user is reported signed out at once and the SDK
 * loads only when something first needs it (sign-in, sign-up, a Google redirect coming back…).
 */
export function watchAuth(callback: (user: AuthUserInfo | null) => void, onError?: (e: unknown) => void): () => void {
  let cancelled = false;
  let stopWatching: (() => void) | null = null;
  let stopWaiting: () => void = () => undefined;
  const start = () => {
    if (cancelled || stopWatching) return;
    stopWaiting();
    stopWatching = onAuthChange(callback, onError);
  };
  // Another tab may have signed in: look at the stored session again, and load the SDK if one is there.
  const lookAgain = () => {
    mayHaveStoredUser(true).then(
      (stored) => stored && void getAuthInstance(),
      () => undefined,
    );
  };
  // Our tabs announce their sign-ins; a sign-in this one did not hear of shows when it comes back into view.
  const lookAgainWhenVisible = () => {
    if (document.visibilityState === 'visible') lookAgain();
  };
  // Until something asks for the SDK; also after a failed probe, so a later sign-in still reports.
  const waitForNeed = () => {
    let stopListening: () => void = () => undefined;
    document.addEventListener('visibilitychange', lookAgainWhenVisible);
    const stopHearing = onSignInElsewhere(lookAgain);
    stopWaiting = () => {
      stopListening();
      stopHearing();
      document.removeEventListener('visibilitychange', lookAgainWhenVisible);
    };
    stopListening = onAuthRequested(start);
  };
  mayHaveStoredUser().then(
    (stored) => {
      if (cancelled) return;
      if (stored || isAuthRequested()) {
        start();
        return;
      }
      callback(null);
      waitForNeed();
    },
    (e: unknown) => {
      if (cancelled) return;
      onError?.(e);
      waitForNeed();
    },
  );
  return () => {
    cancelled = true;
    stopWaiting();
    stopWatching?.();
  };
}

/** The current ID token, or null when signed out (without loading the SDK when no user is stored). */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!isAuthRequested() && !(await mayHaveStoredUser()) && !isAuthRequested()) return null;
  const auth = await getAuthInstance();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}
