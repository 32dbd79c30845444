import type { AppDispatch } from '../../store/hooks';
import { completeRedirectSignIn, watchAuth } from '../../lib/firebase/auth';
import { authStateChanged } from '../../identity/authSlice';

/**
 * Mirrors the identity service's user (and its admin claim) into the store; returns the unsubscribe.
 * A visitor with no stored session is shown signed out without downloading the Auth SDK.
 */
export function startAuthSync(dispatch: AppDispatch): () => void {
  // Finishes a Google redirect sign-in (loading the SDK only after our own redirect); watchAuth reports the user
  // and the sign-in dialog the redirect returns to shows a failure.
  completeRedirectSignIn().catch(() => undefined);
  return watchAuth(
    (info) => {
      dispatch(
        authStateChanged(
          info && {
            uid: info.uid,
            email: info.email,
            displayName: info.displayName,
            emailVerified: info.emailVerified,
            admin: info.admin,
            createdAtMs: info.createdAtMs,
          },
        ),
      );
    },
    // Without the SDK nobody can sign in; show the app signed out rather than loading forever.
    () => dispatch(authStateChanged(null)),
  );
}
