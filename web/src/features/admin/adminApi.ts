import { API_PATHS } from '@shared/api/paths';
import type {
  AdminMeResponse,
  AdminStatsResponse,
  AssignAffiliateBodyInput,
  AssignAffiliateResponse,
} from '@shared/api/schemas';
import { api } from '../../store/apiSlice';

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's admin check: the page trusts this, not the token claim (docs/product-rules.md). */
    getAdminMe: build.query<AdminMeResponse, string>({
      query: () => API_PATHS.adminMe,
    }),
    getAdminStats: build.query<AdminStatsResponse, undefined>({
      query: () => API_PATHS.adminStats,
      providesTags: ['AdminStats'],
    }),
    assignAffiliate: build.mutation<AssignAffiliateResponse, AssignAffiliateBodyInput>({
      query: (body) => ({ url: API_PATHS.adminAssignAffiliate, method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAdminMeQuery, useGetAdminStatsQuery, useAssignAffiliateMutation } = adminApi;
