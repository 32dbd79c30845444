import { startAppListening } from '../../store/listenerMiddleware';
import { getIdToken } from '../../lib/firebase/auth';
import { authStateChanged, emailVerified } from '../../identity/authSlice';
import { claimOutcome } from './claimOutcome';
import { clearReferrer } from './referralStorage';
import { referralsApi } from './referralsApi';
import { referrerCleared, referrerShown, referrerStored } from './referralSlice';

/** Waits before the 2nd, 3rd and 4th attempt; after that the referrer stays for the next sign-in. */
const CLAIM_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 8_000];

interface ClaimOptions {
  /** Forces a new ID token; the cached one may have been minted before the email was verified. */
  refreshToken?: () => Promise<string | null>;
  retryDelaysMs?: readonly number[];
}

/**
 * A verified user with a stored referrer claims the referral once its banner has been shown (the user has
 * seen who referred them, docs/product-rules.md); the server judges eligibility.
 * Every attempt goes out with a freshly minted token; only a final answer clears the referrer.
 */
export function startReferralListeners({
  refreshToken = () => getIdToken(true),
  retryDelaysMs = CLAIM_RETRY_DELAYS_MS,
}: ClaimOptions = {}) {
  return startAppListening({
    predicate: (action, state) =>
      (authStateChanged.match(action) ||
        emailVerified.match(action) ||
        referrerStored.match(action) ||
        referrerShown.match(action)) &&
      state.auth.user?.emailVerified === true &&
      state.referral.referrer !== undefined &&
      state.referral.shown === state.referral.referrer.uid,
    effect: async (_action, api) => {
      const forget = () => {
        clearReferrer();
        api.dispatch(referrerCleared());
      };
      api.unsubscribe(); // one claim at a time; resubscribed below
      try {
        for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
          if (attempt > 0) await api.delay(retryDelaysMs[attempt - 1] ?? 0);
          const { auth, referral } = api.getState();
          const referrer = referral.referrer;
          if (!referrer || !auth.user?.emailVerified) return;
          if (referrer.uid === auth.user.uid) {
            forget(); // one's own link is no referral
            return;
          }
          const fresh = await refreshToken().catch(() => null);
          if (!fresh) continue;
          const result = await api.dispatch(referralsApi.endpoints.claimReferral.initiate(referrer.uid));
          if (claimOutcome(result) === 'final') {
            forget();
            return;
          }
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
