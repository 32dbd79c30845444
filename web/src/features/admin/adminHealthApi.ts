import { API_PATHS } from '@shared/api/paths';
import {
  adminAiBudgetResponseSchema,
  adminAuditResponseSchema,
  adminMediaHealthResponseSchema,
  type AdminAiBudgetResponse,
  type AdminAuditResponse,
  type AdminMediaHealthResponse,
} from '@shared/api/adminHealth';
import { api } from '../../store/apiSlice';

const adminHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The audit trail's last 24 h: counts by kind and the latest refusals. */
    getAdminAudit: build.query<AdminAuditResponse, undefined>({
      query: () => API_PATHS.adminAudit,
      transformResponse: (raw: unknown) => adminAuditResponseSchema.parse(raw),
    }),
    /** Each media source's last 24 h: loads, failures, 429s, cache hits, last success. */
    getAdminMediaHealth: build.query<AdminMediaHealthResponse, undefined>({
      query: () => API_PATHS.adminMediaHealth,
      transformResponse: (raw: unknown) => adminMediaHealthResponseSchema.parse(raw),
    }),
    /** Today's AI provider calls against the daily budget. */
    getAdminAiBudget: build.query<AdminAiBudgetResponse, undefined>({
      query: () => API_PATHS.adminAiBudget,
      transformResponse: (raw: unknown) => adminAiBudgetResponseSchema.parse(raw),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetAdminAuditQuery, useGetAdminMediaHealthQuery, useGetAdminAiBudgetQuery } = adminHealthApi;
