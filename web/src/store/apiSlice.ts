import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { MessageDescriptor } from '@lingui/core';
import { errorBodyMessage } from '../lib/apiErrors/apiErrorMessage';
import { getIdToken } from '../lib/firebase/auth';
import { reportNetworkFailure, reportRequestAnswered } from '../lib/connection/siteConnection';
import type { AuthState } from '../identity/authSlice';

// The one RTK Query base: features add endpoints with `api.injectEndpoints`.
// The bearer token is added here and nowhere else; signed-out callers never load the Auth SDK.
// Same-origin: Hosting rewrites /api/** to the function. An absolute base keeps Request() happy outside browsers too.
const fetchQuery = fetchBaseQuery({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  prepareHeaders: async (headers, { getState }) => {
    const { auth } = getState() as { auth: AuthState };
    if (auth.status === 'signedIn') {
      // Without a token the server answers 401, which the caller shows; no need to fail here.
      const token = await getIdToken().catch(() => null);
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  },
});

/** Every answer, or its absence, also tells the layout's offline notice whether the site can be reached. */
const baseQuery: typeof fetchQuery = async (args, queryApi, extraOptions) => {
  const result = await fetchQuery(args, queryApi, extraOptions);
  if (result.meta?.response) reportRequestAnswered();
  // A request the app itself abandoned is not a network failure.
  else if (result.error?.status === 'FETCH_ERROR' && !queryApi.signal.aborted) reportNetworkFailure();
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'UserDoc',
    'Affiliate',
    'AdminStats',
    'Favorites',
    'Presets',
    'History',
    'Premium',
    'LibraryItems',
    'Reports',
    'Stars',
    'Review',
    'PerformerRecords',
    'UploaderCheck',
  ],
  endpoints: () => ({}),
});

/**
 * A `queryFn` over a Firestore call (web/src/lib/firebase): its result as data, a thrown error as RTK Query's
 * CUSTOM_ERROR with the message, so every Firestore endpoint fails the same way.
 */
export function firestoreQueryFn<Arg, Result>(run: (arg: Arg) => Promise<Result>) {
  return async (arg: Arg): Promise<{ data: Result } | { error: FetchBaseQueryError }> => {
    try {
      return { data: await run(arg) };
    } catch (error) {
      return { error: { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : String(error) } };
    }
  };
}

/**
 * What to show for a failed request: the server's error in the visitor's language (its `code`, lib/apiErrors), else
 * its English `error`, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string | MessageDescriptor): string {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return errorBodyMessage(data, fallback);
}
