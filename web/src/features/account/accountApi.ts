import { API_PATHS } from '@shared/api/paths';
import { affiliateMeResponseSchema, type AffiliateMeResponse } from '@shared/api/schemas/affiliates';
import { api } from '../../store/apiSlice';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The uid keys the cache per user. Parsed with the shared schema, so a shape drift shows as an error.
    getAffiliateMe: build.query<AffiliateMeResponse, string>({
      query: () => API_PATHS.affiliateMe,
      transformResponse: (raw: unknown) => affiliateMeResponseSchema.parse(raw),
      providesTags: ['Affiliate'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAffiliateMeQuery } = accountApi;
