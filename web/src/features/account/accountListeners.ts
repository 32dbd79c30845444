import { deriveUsername } from '@shared/validation/username';
import { startAppListening } from '../../app/listenerMiddleware';
import { claimUsername, ensureUserDoc, isUsernameTaken } from '../../lib/firebase/users';
import { authStateChanged } from '../../app/identity/authSlice';

/** First sign-in of a uid in this tab: create or backfill users/{uid}, and derive a username when free. */
export function startAccountListeners() {
  return startAppListening({
    predicate: (action, current, previous) =>
      authStateChanged.match(action) && current.auth.user !== null && current.auth.user.uid !== previous.auth.user?.uid,
    effect: async (_action, api) => {
      const user = api.getState().auth.user;
      if (!user) return;
      const { username } = await ensureUserDoc(user.uid, user.displayName);
      if (username) return;
      const derived = deriveUsername(user.displayName);
      if (!derived || (await isUsernameTaken(derived))) return;
      // Best effort: a lost race leaves the user without a username, settable in the profile.
      await claimUsername(user.uid, derived).catch(() => undefined);
    },
  });
}
