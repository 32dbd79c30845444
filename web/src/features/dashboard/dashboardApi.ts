import { API_PATHS } from '@shared/api/paths';
import { listingResponseSchema } from '@shared/api/schemas';
import { THUMBNAIL_CACHE_TTL_MS } from '@shared/constants';
import { createImageSelector } from '@shared/media/imageSelection';
import { findStar } from '@shared/stars';
import { api } from '../../app/apiSlice';
import { MEDIA_EXTRA_HOSTS } from '../../config/media';
import { createConcurrencyLimit } from './concurrencyLimit';
import { lookupStarThumbnail, type FetchTopPage } from './thumbnailLookup';

/** Each lookup is up to 4 listing requests per community; 4 stars at a time keeps the page responsive. */
const THUMBNAIL_LOOKUPS_AT_ONCE = 4;
const withLookupSlot = createConcurrencyLimit(THUMBNAIL_LOOKUPS_AT_ONCE);
const imageSelector = createImageSelector({ extraHosts: MEDIA_EXTRA_HOSTS });

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The star's card image URL, or null when its communities have none (or the listing failed). */
    getStarThumbnail: build.query<string | null, string>({
      queryFn: async (starId, _queryApi, _extra, baseQuery) => {
        const star = findStar(starId);
        if (!star) return { data: null };
        const fetchPage: FetchTopPage = async ({ sub, limit, after }) => {
          const result = await baseQuery({
            url: API_PATHS.listing,
            params: { sub, type: 'top', timeframe: 'all', limit, ...(after ? { after } : {}) },
          });
          if (result.error) return null;
          const parsed = listingResponseSchema.safeParse(result.data);
          return parsed.success ? parsed.data : null;
        };
        const url = await withLookupSlot(() => lookupStarThumbnail(star.subreddits, fetchPage, imageSelector));
        return { data: url };
      },
      keepUnusedDataFor: THUMBNAIL_CACHE_TTL_MS / 1000,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetStarThumbnailQuery } = dashboardApi;
