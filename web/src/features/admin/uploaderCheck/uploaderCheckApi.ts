import { API_PATHS } from '@shared/api/paths';
import type { IdCheckStatus, UploaderCheckBody, UploaderCheckView } from '@shared/api/schemas/identityChecks';
import { api } from '../../../store/apiSlice';

// The admin's own identity check, which the server asks for before it takes any media from them
// (docs/product-rules.md#performer-records).
const uploaderCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUploaderCheck: build.query<{ ok: true; check: UploaderCheckView }, undefined>({
      query: () => API_PATHS.adminUploaderCheck,
      providesTags: ['UploaderCheck'],
    }),
    startUploaderCheck: build.mutation<{ ok: true; redirectUrl: string }, UploaderCheckBody>({
      query: (body) => ({ url: API_PATHS.adminUploaderCheck, method: 'POST', body }),
    }),
    finishUploaderCheck: build.mutation<{ ok: true; status: IdCheckStatus }, string>({
      query: (returnToken) => ({
        url: API_PATHS.adminUploaderCheckFinish,
        method: 'POST',
        body: { returnToken },
      }),
      invalidatesTags: ['UploaderCheck'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetUploaderCheckQuery, useStartUploaderCheckMutation, useFinishUploaderCheckMutation } =
  uploaderCheckApi;
