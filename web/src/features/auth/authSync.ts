import type { AppDispatch } from '../../app/store';
import { onAuthChange, completeRedirectSignIn } from '../../lib/firebase/auth';
import { authStateChanged } from '../../app/identity/authSlice';

/** Mirrors the identity service's user (and its admin claim) into the store; returns the unsubscribe. */
export function startAuthSync(dispatch: AppDispatch): () => void {
  // Finishes a Google redirect sign-in; onAuthChange then reports the user.
  completeRedirectSignIn().catch(() => undefined);
  return onAuthChange(
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
