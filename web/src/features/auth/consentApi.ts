import { API_PATHS } from '@shared/api/paths';
import type { ConsentBody } from '@shared/api/schemas/account';
import { getIdToken } from '../../lib/firebase/auth';
import { api } from '../../store/apiSlice';

const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sent right after the account is created, before the store has heard of the sign-in: the token is asked of
    // the identity SDK here rather than left to the base query, which adds it only once the store is signed in.
    recordConsent: build.mutation<null, ConsentBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        const token = await getIdToken().catch(() => null);
        const result = await baseQuery({
          url: API_PATHS.accountConsent,
          method: 'POST',
          body,
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        return result.error ? { error: result.error } : { data: null };
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useRecordConsentMutation } = consentApi;
