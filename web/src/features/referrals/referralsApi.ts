import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_PATHS } from '@shared/api/paths';
import type { OkResponse } from '@shared/api/schemas/common';
import type { ReferralInfoResponse } from '@shared/api/schemas/referrals';
import { api } from '../../store/apiSlice';

/** Waits before the 2nd and 3rd look-up of a referrer when the server was unreachable, slow or failed. */
const INFO_RETRY_DELAYS_MS = [500, 1_500];
/** A request hanging longer than this is abandoned and retried (the banner and the claim should not wait on it). */
const REQUEST_TIMEOUT_MS = 8_000;

/** A 4xx is the server's answer (no such user); anything else may pass. */
export function isTransient(error: FetchBaseQueryError): boolean {
  return typeof error.status !== 'number' || error.status >= 500 || error.status === 429;
}

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralInfo: build.query<ReferralInfoResponse, string>({
      // A referral link is opened once: a passing failure must not lose the referrer's name.
      async queryFn(uid, _api, _extra, baseQuery) {
        const lookUp = () => baseQuery({ url: API_PATHS.referralInfo, params: { uid }, timeout: REQUEST_TIMEOUT_MS });
        let result = await lookUp();
        for (const delay of INFO_RETRY_DELAYS_MS) {
          if (!result.error || !isTransient(result.error)) break;
          await new Promise((resolve) => setTimeout(resolve, delay));
          result = await lookUp();
        }
        return result.error ? { error: result.error } : { data: result.data as ReferralInfoResponse };
      },
    }),
    claimReferral: build.mutation<OkResponse, string>({
      // Repeating a claim is harmless (the server counts each referred user once), so a hung one may be retried.
      query: (referrerUid) => ({
        url: API_PATHS.referralClaim,
        method: 'POST',
        body: { referrerUid },
        timeout: REQUEST_TIMEOUT_MS,
      }),
      invalidatesTags: ['UserDoc'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetReferralInfoQuery } = referralsApi;
