import { startAppListening } from '../../store/listenerMiddleware';
import { authStateChanged } from '../../identity/authSlice';

/** First sign-in of a uid in this tab: create or backfill users/{uid}, and derive a username when free. */
export function startAccountListeners() {
  return startAppListening({
    predicate: (action, current, previous) =>
      authStateChanged.match(action) && current.auth.user !== null && current.auth.user.uid !== previous.auth.user?.uid,
    effect: async (_action, api) => {
      const user = api.getState().auth.user;
      if (!user) return;
      // Loaded here, on a sign-in: signed-out visitors' first view carries none of it (or of Firestore).
      const { setUpAccount } = await import('./accountSetup');
      await setUpAccount(user.uid, user.displayName);
    },
  });
}
