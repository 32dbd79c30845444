// Identity: email/password, Google, verification and tokens. Callers get plain objects and
// `{ code }` errors (see `authErrorCode`), never SDK types.
import type { User } from 'firebase/auth';
import { getAuthInstance, isAuthRequested, mayHaveStoredUser, onAuthRequested } from './app';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { firebaseErrorCode } from './errors';
import { announceSignIn, onSignInElsewhere } from './signInBroadcast';

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

export async function signUp(email: string, password: string, displayName?: string): Promise<AuthUserInfo> {
  const [auth, { createUserWithEmailAndPassword, updateProfile, sendEmailVerification }] = await Promise.all([
    getAuthInstance(),
    authSdk(),
  ]);
  const cred = await createUserWithEmailAndPassword(auth, email, password);
  if (displayName) await updateProfile(cred.user, { displayName });
  await sendEmailVerification(cred.user);
  return toInfo(cred.user);
}

export async function signOut(): Promise<void> {
  const [auth, sdk] = await Promise.all([getAuthInstance(), authSdk()]);
  await sdk.signOut(auth);
}

export async function sendReset(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([getAuthInstance(), authSdk()]);
  await sendPasswordResetEmail(auth, email);
}

export async function sendVerification(): Promise<void> {
  const [auth, { sendEmailVerification }] = await Promise.all([getAuthInstance(), authSdk()]);
  if (!auth.currentUser) throw new Error('Not signed in');
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

// Popup failures that a full-page redirect can get past.
const REDIRECT_FALLBACK_CODES = new Set([
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/unauthorized-domain',
  'auth/operation-not-supported-in-this-environment',
]);

/** Google sign-in by popup; returns null when it fell back to a redirect (the page is leaving). */
export async function signInWithGoogle(): Promise<AuthUserInfo | null> {
  const [auth, { GoogleAuthProvider, signInWithPopup, signInWithRedirect }] = await Promise.all([
    getAuthInstance(),
    authSdk(),
  ]);
  const provider = new GoogleAuthProvider();
  try {
    const cred = await signInWithPopup(auth, provider);
    return await toInfo(cred.user);
  } catch (error) {
    if (!REDIRECT_FALLBACK_CODES.has(authErrorCode(error) ?? '')) throw error;
    sessionStorage.setItem(STORAGE_KEYS.googleRedirectPending, '1');
    await signInWithRedirect(auth, provider);
    return null;
  }
}

let redirectCompletion: Promise<AuthUserInfo | null> | null = null;

async function finishRedirectSignIn(): Promise<AuthUserInfo | null> {
  const [auth, { getRedirectResult }] = await Promise.all([getAuthInstance(), authSdk()]);
  const cred = await getRedirectResult(auth);
  return cred ? toInfo(cred.user) : null;
}

/**
 * Completes a Google redirect started earlier; null when there was none. One completion per return,
 * shared by every caller (app start begins it, the sign-in dialog shows how it ended).
 */
export function completeRedirectSignIn(): Promise<AuthUserInfo | null> {
  // Only after our own redirect: the check otherwise loads the provider iframe on every start.
  if (sessionStorage.getItem(STORAGE_KEYS.googleRedirectPending) !== null) {
    sessionStorage.removeItem(STORAGE_KEYS.googleRedirectPending);
    redirectCompletion = finishRedirectSignIn();
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
        // Once per signed-in user, not per hourly token refresh.
        if (user.uid !== announcedUid) announceSignIn();
        announcedUid = user.uid;
        toInfo(user).then(callback, (e: unknown) => onError?.(e));
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
