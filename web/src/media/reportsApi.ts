import { API_PATHS } from '@shared/api/paths';
import type { OkResponse } from '@shared/api/schemas/common';
import type { ReportBodyInput } from '@shared/api/schemas/reports';
import { api } from '../store/apiSlice';

// Reports of a panel's or a favourite's media, and the public content-removal form: one call, the
// takedown queue (docs/product-rules.md "Reports and takedowns").
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportMedia: build.mutation<OkResponse, ReportBodyInput>({
      query: (body) => ({ url: API_PATHS.reports, method: 'POST', body }),
      invalidatesTags: ['Reports'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useReportMediaMutation } = reportsApi;
