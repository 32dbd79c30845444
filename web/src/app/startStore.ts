import { startAccountListeners } from '../features/account/accountListeners';
import { startAuthSync } from '../features/auth/authSync';
import { startReferralListeners } from '../features/referrals/referralListeners';
import { mayHaveStoredUser } from '../lib/firebase/app';
import { nextTask } from '../lib/scheduling/nextTask';
import { startLocaleSync } from '../settings/localeSetting';
import { makeStore, type AppStore } from './store';

/** The longest the first render waits for the stored-session check (a fetch of Hosting's config). */
const STORED_SESSION_WAIT_MS = 1000;

/**
 * The app's store, made and settled before anything renders: its listeners and the auth sync, and for a visitor
 * with no stored session, the signed-out state. Settled first because a store change in the middle of React's
 * yielding first render makes React redo the whole render at once, in one long task (TBT); a stored session's
 * user arrives later, once the Auth SDK has restored it. Each step runs in a task of its own, apart from the one
 * that evaluated the app's modules (TBT).
 */
export async function startStore(): Promise<AppStore> {
  await nextTask();
  const store = makeStore();
  await nextTask();
  startAccountListeners();
  startReferralListeners();
  startLocaleSync(store);
  await nextTask();
  startAuthSync(store.dispatch);
  await Promise.race([
    mayHaveStoredUser().catch(() => true),
    new Promise((resolve) => setTimeout(resolve, STORED_SESSION_WAIT_MS)),
  ]);
  // The auth sync hears the check first (it asked first).
  await nextTask();
  return store;
}
