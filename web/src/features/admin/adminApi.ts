import { API_PATHS } from '@shared/api/paths';
import type {
  AdminMeResponse,
  AdminStatsResponse,
  AssignAffiliateBodyInput,
  AssignAffiliateResponse,
} from '@shared/api/schemas/admin';
import { api } from '../../store/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { selectAuthUser } from '../../identity/authSlice';

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's admin check: the page trusts this, not the token claim (docs/product-rules.md). */
    getAdminMe: build.query<AdminMeResponse, string>({
      // The uid argument keys the cache per user, so a sign-out/in never reuses another user's answer.
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

/** Admin when the ID token carries the claim, or when the server's admin check says so (the header's link). */
export function useIsAdmin(): boolean {
  const user = useAppSelector(selectAuthUser);
  const { data } = useGetAdminMeQuery(user?.uid ?? '', { skip: !user || user.admin });
  return user !== null && (user.admin || data?.admin === true);
}
