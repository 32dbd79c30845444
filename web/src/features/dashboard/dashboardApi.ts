import { API_PATHS } from '@shared/api/paths';
import { starThumbnailsResponseSchema } from '@shared/api/schemas';
import { THUMBNAIL_CACHE_TTL_MS } from '@shared/constants';
import { api } from '../../app/apiSlice';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every star's card image (star id → URL or null) in one request; the server computes them and the
     * CDN shares the answer. A failed or malformed answer gives an empty map (SPEC §8: silent).
     */
    getStarThumbnails: build.query<Readonly<Record<string, string | null>>, undefined>({
      queryFn: async (_arg, _queryApi, _extra, baseQuery) => {
        const result = await baseQuery({ url: API_PATHS.starThumbnails });
        if (result.error) return { data: {} };
        const parsed = starThumbnailsResponseSchema.safeParse(result.data);
        return { data: parsed.success ? parsed.data.thumbnails : {} };
      },
      keepUnusedDataFor: THUMBNAIL_CACHE_TTL_MS / 1000,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetStarThumbnailsQuery } = dashboardApi;
