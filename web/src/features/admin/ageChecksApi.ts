import { API_PATHS } from '@shared/api/paths';
import { adminAgeChecksResponseSchema, type AdminAgeChecksResponse } from '@shared/api/schemas/adminAgeChecks';
import { api } from '../../store/apiSlice';

const ageChecksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** This month's age checks by region and outcome (counts only). */
    getAdminAgeChecks: build.query<AdminAgeChecksResponse, undefined>({
      query: () => API_PATHS.adminAgeChecks,
      transformResponse: (raw: unknown) => adminAgeChecksResponseSchema.parse(raw),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAdminAgeChecksQuery } = ageChecksApi;
