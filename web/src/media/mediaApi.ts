import { API_PATHS } from '@shared/api/paths';
import { listingResponseSchema } from '@shared/api/schemas/listing';
import { videoResolveResponseSchema } from '@shared/api/schemas/videoResolve';
import type { ListingPageParams } from '@shared/media/listingFetcher';
import type { ListingPage } from '@shared/media/types';
import { api } from '../store/apiSlice';

// The session's media calls go through the one API base, so the ID token is sent: premium stars'
// listings and every video resolve need it.
export interface ResolvedVideo {
  url: string;
  /** The host's lighter rendition when it has both (phones and metered connections play it). */
  sdUrl?: string;
  durationSec: number;
  /** The host's tags and uploader, for the person's blocklist. */
  tags: string[];
  creator: string | null;
}

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One listing page; 'not-ok' for any failure (failures are silent: docs/product-rules.md#media-and-thumbnails). */
    getListingPage: build.query<ListingPage | 'not-ok', ListingPageParams & { run?: string }>({
      queryFn: async (params, _queryApi, _extra, baseQuery) => {
        const result = await baseQuery({
          url: API_PATHS.listing,
          params: {
            sub: params.sub,
            type: params.type,
            limit: params.limit,
            ...(params.timeframe ? { timeframe: params.timeframe } : {}),
            ...(params.after ? { after: params.after } : {}),
            ...(params.run ? { run: params.run } : {}),
          },
        });
        if (result.error) return { data: 'not-ok' };
        const parsed = listingResponseSchema.safeParse(result.data);
        return { data: parsed.success ? parsed.data : 'not-ok' };
      },
      keepUnusedDataFor: 0,
    }),
    /** A signed, short-lived stream URL for a video-host id; null when it cannot be played. */
    resolveVideo: build.query<ResolvedVideo | null, string>({
      queryFn: async (id, _queryApi, _extra, baseQuery) => {
        const result = await baseQuery({ url: API_PATHS.videoResolve, params: { u: id } });
        if (result.error) return { data: null };
        const parsed = videoResolveResponseSchema.safeParse(result.data);
        if (!parsed.success) return { data: null };
        const { url, sdUrl, duration, tags, creator } = parsed.data;
        return { data: { url, ...(sdUrl ? { sdUrl } : {}), durationSec: duration, tags, creator } };
      },
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});
