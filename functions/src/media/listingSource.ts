import type { FetchListingPage } from '../shared/media/listingFetcher.js';

export const MEDIA_PROVIDERS = ['forum', 'library', 'demo'] as const;
export type MediaProvider = (typeof MEDIA_PROVIDERS)[number];

/**
 * Where listings come from. `fetchPage` resolves 'not-ok' on any upstream failure and never
 * rejects, so the endpoint can always answer with what it has.
 */
export interface ListingSource {
  readonly provider: MediaProvider;
  readonly fetchPage: FetchListingPage;
}
