import { API_PATHS } from '@shared/api/paths';
import type { AdminMeResponse } from '@shared/api/schemas';
import { api } from '../../store/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { selectAuthUser } from '../../identity/authSlice';

const adminStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStatus: build.query<AdminMeResponse, string>({
      // The uid argument keys the cache per user, so a sign-out/in never reuses another user's answer.
      query: () => API_PATHS.adminMe,
    }),
  }),
  overrideExisting: 'throw',
});

/** Admin when the ID token carries the claim, or when the server's admin check says so. */
export function useIsAdmin(): boolean {
  const user = useAppSelector(selectAuthUser);
  const { data } = adminStatusApi.useGetAdminStatusQuery(user?.uid ?? '', { skip: !user || user.admin });
  return user !== null && (user.admin || data?.admin === true);
}
