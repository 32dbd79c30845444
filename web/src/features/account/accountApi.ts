import { API_PATHS } from '@shared/api/paths';
import type { AffiliateMeResponse, OkResponse } from '@shared/api/schemas';
import { api } from '../../app/apiSlice';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The uid keys the cache per user.
    getAffiliateMe: build.query<AffiliateMeResponse, string>({
      query: () => API_PATHS.affiliateMe,
      providesTags: ['Affiliate'],
    }),
    redeemCode: build.mutation<OkResponse, string>({
      query: (code) => ({ url: API_PATHS.redeem, method: 'POST', body: { code } }),
      invalidatesTags: ['Premium'],
    }),
  }),
});

export const { useGetAffiliateMeQuery, useRedeemCodeMutation } = accountApi;
