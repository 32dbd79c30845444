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
    // `catalogue`: a star list's version, asked for when that list has a star the first answer does not name (a star
    // an admin just added): the version keeps the answer apart in every cache (the CDN's, the browser's, this one).
    getStarThumbnails: build.query<StarThumbnailsResponse, number | undefined>({
      queryFn: async (catalogue, _queryApi, _extra, baseQuery) => {
        // The answer main.ts asked for while the app loaded, else a request now.
        const askNow = async (): Promise<unknown> => {
          const result = await baseQuery({
            url: API_PATHS.starThumbnails,
            ...(catalogue === undefined ? {} : { params: { catalogue } }),
          });
          return result.error ? undefined : result.data;
        };
        const body = await ((catalogue === undefined ? takePrefetchedStarThumbnails() : null) ?? askNow());
        return { data: parseStarThumbnailsResponse(body) ?? { thumbnails: {}, labels: {}, renditions: {} } };
      },
      keepUnusedDataFor: THUMBNAIL_CACHE_TTL_MS / 1000,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetStarThumbnailsQuery } = dashboardApi;
