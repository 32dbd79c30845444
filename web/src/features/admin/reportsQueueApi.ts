import { API_PATHS } from '@shared/api/paths';
import type {
  AdminOpenReportsResponse,
  AdminReportsResponse,
  OpenReportsQuery,
  ReportBulkDismissBody,
  ReportBulkDismissResponse,
  ReportDecisionBody,
  ReportDecisionResponse,
} from '@shared/api/schemas/reports';
import { api } from '../../store/apiSlice';

// The takedown queue on /admin: each lane's open reports, decisions (one, or many dismissed at once), and a month's
// CSV for the payment processor.
const reportsQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReports: build.query<AdminReportsResponse, undefined>({
      query: () => API_PATHS.adminReports,
      providesTags: ['Reports'],
    }),
    getOpenReports: build.query<AdminOpenReportsResponse, { lane: OpenReportsQuery['lane']; after: string | null }>({
      query: ({ lane, after }) => ({ url: API_PATHS.adminReportsOpen, params: after ? { lane, after } : { lane } }),
      providesTags: ['Reports'],
    }),
    dismissReports: build.mutation<ReportBulkDismissResponse, ReportBulkDismissBody>({
      query: (body) => ({ url: API_PATHS.adminReportsDismiss, method: 'POST', body }),
      invalidatesTags: ['Reports'],
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

export const {
  useGetAdminReportsQuery,
  useGetOpenReportsQuery,
  useDismissReportsMutation,
  useDecideReportMutation,
  useLazyExportReportsQuery,
} = reportsQueueApi;
