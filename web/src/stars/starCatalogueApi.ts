import { API_PATHS } from '@shared/api/paths';
import type { Star } from '@shared/stars';
import { api } from '../store/apiSlice';
import type { StarCatalogue } from './starCatalogue';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A star as the app needs it: checked by plain code (the first view's JS budget has no room for zod). */
const isStar = (value: unknown): value is Star => {
  const star = (value ?? {}) as Record<string, unknown>;
  return (
    isText(star.id) &&
    isText(star.name) &&
    typeof star.persona === 'string' &&
    (star.premium === undefined || star.premium === true) &&
    Array.isArray(star.subreddits) &&
    star.subreddits.length > 0 &&
    star.subreddits.every(isText)
  );
};

/** The answer of GET /api/stars, or null when it is not one. */
export function parseStarCatalogue(body: unknown): StarCatalogue | null {
  const { version, stars } = (body ?? {}) as Record<string, unknown>;
  return Number.isInteger(version) && Array.isArray(stars) && stars.every(isStar)
    ? { version: version as number, stars }
    : null;
}

const starCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The stars on offer (GET /api/stars; the CDN shares it for a minute). Without an answer (offline), the app keeps
     * the document's list.
     */
    getStarCatalogue: build.query<StarCatalogue, undefined>({
      queryFn: async (_arg, _queryApi, _extra, baseQuery) => {
        // no-cache: the browser asks again (a 304 from the CDN when nothing changed), so an admin's edit shows.
        const result = await baseQuery({ url: API_PATHS.starCatalogue, cache: 'no-cache' });
        const catalogue = result.error ? null : parseStarCatalogue(result.data);
        return catalogue
          ? { data: catalogue }
          : { error: { status: 'CUSTOM_ERROR', error: 'The star list could not be loaded.' } };
      },
      // One visit asks once (an admin's own edit asks again): stars change rarely, the answer is everyone's.
      keepUnusedDataFor: 3600,
      providesTags: ['Stars'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetStarCatalogueQuery } = starCatalogueApi;
