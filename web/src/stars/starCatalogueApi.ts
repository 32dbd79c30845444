import { API_PATHS } from '@shared/api/paths';
import { api } from '../store/apiSlice';
import { parseStarCatalogue, storeCatalogue, type StarCatalogue } from './starCatalogue';

const starCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The stars on offer (GET /api/stars; the CDN shares it for a minute). Kept for the next visit. */
    getStarCatalogue: build.query<StarCatalogue, undefined>({
      queryFn: async (_arg, _queryApi, _extra, baseQuery) => {
        // no-cache: the browser asks again (a 304 from the CDN when nothing changed), so an admin's edit shows.
        const result = await baseQuery({ url: API_PATHS.starCatalogue, cache: 'no-cache' });
        const catalogue = result.error ? null : parseStarCatalogue(result.data);
        if (!catalogue) return { error: { status: 'CUSTOM_ERROR', error: 'The star list could not be loaded.' } };
        storeCatalogue(catalogue);
        return { data: catalogue };
      },
      // One visit asks once (an admin's own edit asks again): stars change rarely, the answer is everyone's.
      keepUnusedDataFor: 3600,
      providesTags: ['Stars'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetStarCatalogueQuery } = starCatalogueApi;
