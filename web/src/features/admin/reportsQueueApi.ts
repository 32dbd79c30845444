import { API_PATHS } from '@shared/api/paths';
import type { AdminReportsResponse, ReportDecisionBody, ReportDecisionResponse } from '@shared/api/schemas/reports';
import { api } from '../../store/apiSlice';

// The takedown queue on /admin: open reports, decisions, and a month's CSV for the payment processor.
const reportsQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReports: build.query<AdminReportsResponse, undefined>({
      query: () => API_PATHS.adminReports,
      providesTags: ['Reports'],
    }),
    decideReport: build.mutation<ReportDecisionResponse, ReportDecisionBody>({
      query: (body) => ({ url: API_PATHS.adminReportDecision, method: 'POST', body }),
      invalidatesTags: ['Reports'],
    }),
    exportReports: build.query<string, string>({
      query: (month) => ({
        url: API_PATHS.adminReportsExport,
        params: { month },
        responseHandler: 'text',
      }),
      // Each export is fresh: decisions change the file.
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAdminReportsQuery, useDecideReportMutation, useLazyExportReportsQuery } = reportsQueueApi;
