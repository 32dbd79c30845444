import { API_PATHS } from '@shared/api/paths';
import { accountExportSchema, type AccountExport } from '@shared/api/schemas/account';
import { api } from '../../store/apiSlice';

// The user's own data: the export file and the account's deletion (docs/product-rules.md "Consent, delete and
// export"). Mutations, not a query: the export is built on demand and not kept in the cache.
const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportMyData: build.mutation<AccountExport, null>({
      query: () => ({ url: API_PATHS.accountExport, method: 'GET' }),
      transformResponse: (raw: unknown) => accountExportSchema.parse(raw),
    }),
    deleteMyAccount: build.mutation<null, null>({
      query: () => ({ url: API_PATHS.accountDelete, method: 'POST' }),
      transformResponse: () => null,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation } = accountDataApi;
