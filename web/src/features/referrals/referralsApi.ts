import { API_PATHS } from '@shared/api/paths';
import type { OkResponse, ReferralInfoResponse } from '@shared/api/schemas';
import { api } from '../../app/apiSlice';

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralInfo: build.query<ReferralInfoResponse, string>({
      query: (uid) => ({ url: API_PATHS.referralInfo, params: { uid } }),
    }),
    claimReferral: build.mutation<OkResponse, string>({
      query: (referrerUid) => ({ url: API_PATHS.referralClaim, method: 'POST', body: { referrerUid } }),
      invalidatesTags: ['UserDoc'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetReferralInfoQuery, useClaimReferralMutation } = referralsApi;
