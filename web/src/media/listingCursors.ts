// A session's listings continue where they stopped (issue 34, "refills follow the cursor"): a later fetch of the same
// listing (community, kind, time frame) starts at the cursor the last page of that listing answered, not at page
// one again, so a refill brings posts the session has not had and the upstream is not asked for page one every 90 s.
// A listing that ran out starts again from the top.
import type { FetchListingPage, ListingPageParams } from '@shared/media/listingFetcher';

const listingKey = ({ sub, type, timeframe }: ListingPageParams) => `${sub.toLowerCase()}\n${type}\n${timeframe ?? ''}`;

/** One session's memory of where each listing stopped; `follow` wraps a page fetcher to use and update it. */
export function createListingCursors(): { follow: (fetchPage: FetchListingPage) => FetchListingPage } {
  const next = new Map<string, string>();
  return {
    follow: (fetchPage) => async (params) => {
      const key = listingKey(params);
      // A caller that names a cursor is paging on within one fetch: it is left alone.
      const resumeAt = params.after === undefined ? next.get(key) : undefined;
      const page = await fetchPage(resumeAt === undefined ? params : { ...params, after: resumeAt });
      // A failed page forgets the place too: a cursor the server no longer honours (a new signing key after a
      // deploy, an expired upstream cursor) must not fail every later refill; the next fetch starts at the top.
      if (page !== 'not-ok' && page.after && page.items.length > 0) next.set(key, page.after);
      else next.delete(key);
      return page;
    },
  };
}
