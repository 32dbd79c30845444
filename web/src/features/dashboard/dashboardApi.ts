import { API_PATHS } from '@shared/api/paths';
import { parseStarThumbnailsResponse, type StarThumbnailsResponse } from '@shared/api/schemas/thumbnails';
import { THUMBNAIL_CACHE_TTL_MS } from '@shared/constants';
import { api } from '../../store/apiSlice';
import { takePrefetchedStarThumbnails } from './thumbnailsPrefetch';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every star's card image (star id → URL or null) and its post's labels in one request; the server computes
     * them and the CDN shares the answer. A failed or malformed answer gives empty maps (silent, product-rules).
     */
    getStarThumbnails: build.query<StarThumbnailsResponse, undefined>({
      queryFn: async (_arg, _queryApi, _extra, baseQuery) => {
        // The answer main.ts asked for while the app loaded, else a request now.
        const askNow = async (): Promise<unknown> => {
          const result = await baseQuery({ url: API_PATHS.starThumbnails });
          return result.error ? undefined : result.data;
        };
        const body = await (takePrefetchedStarThumbnails() ?? askNow());
        return { data: parseStarThumbnailsResponse(body) ?? { thumbnails: {}, labels: {}, renditions: {} } };
      },
      keepUnusedDataFor: THUMBNAIL_CACHE_TTL_MS / 1000,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetStarThumbnailsQuery } = dashboardApi;
