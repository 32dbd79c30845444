import { API_PATHS } from '@shared/api/paths';
import type { SiteOperatorResponse } from '@shared/api/schemas/site';
import { api } from '../../store/apiSlice';

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who runs this deployment, for the policy pages (the operator's config). */
    getSiteOperator: build.query<SiteOperatorResponse, undefined>({
      query: () => API_PATHS.siteOperator,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetSiteOperatorQuery } = siteApi;
