import { startAccountListeners } from '../features/account/accountListeners';
import { startAuthSync } from '../features/auth/authSync';
import { startReferralListeners } from '../features/referrals/referralListeners';
import { mayHaveStoredUser } from '../lib/firebase/app';
import { store } from './store';

/** The longest the first render waits for the stored-session check (a fetch of Hosting's config). */
const STORED_SESSION_WAIT_MS = 1000;

/**
 * The store's side of starting the app, before anything renders: its listeners and the auth sync, and for a
 * visitor with no stored session, the signed-out state. Settled before the first render because a store
 * change in the middle of React's yielding first render makes React redo the whole render at once, in one long
 * task (TBT); a stored session's user arrives later, once the Auth SDK has restored it.
 */
export async function startStore(): Promise<void> {
  startAccountListeners();
  startReferralListeners();
  startAuthSync(store.dispatch);
  await Promise.race([
    mayHaveStoredUser().catch(() => true),
    new Promise((resolve) => setTimeout(resolve, STORED_SESSION_WAIT_MS)),
  ]);
  // The auth sync hears the check first (it asked first); a task's pause then also keeps this work and the
  // render's first slice apart.
  await new Promise((resolve) => setTimeout(resolve));
}
