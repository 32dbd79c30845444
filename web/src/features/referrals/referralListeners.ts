import { startAppListening } from '../../app/listenerMiddleware';
import { authStateChanged, emailVerified } from '../auth/authSlice';
import { referrerCleared } from '../settings/settingsSlice';
import { clearReferrer } from './referralStorage';
import { referralsApi } from './referralsApi';

/** A verified user with a stored referrer claims the referral once; the server judges eligibility. */
export function startReferralListeners() {
  return startAppListening({
    predicate: (action, state) =>
      (authStateChanged.match(action) || emailVerified.match(action)) &&
      state.auth.user?.emailVerified === true &&
      state.settings.referrer !== undefined,
    effect: async (_action, api) => {
      const { auth, settings } = api.getState();
      const referrer = settings.referrer;
      if (!referrer || !auth.user || referrer.uid === auth.user.uid) return;
      api.unsubscribe(); // one claim at a time; resubscribed below
      try {
        const result = await api.dispatch(referralsApi.endpoints.claimReferral.initiate(referrer.uid));
        // Keep the referrer only when the server could not be reached; an answer (yes or no) is final.
        const status = 'error' in result ? (result.error as { status?: unknown }).status : 200;
        if (typeof status === 'number') {
          clearReferrer();
          api.dispatch(referrerCleared());
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
