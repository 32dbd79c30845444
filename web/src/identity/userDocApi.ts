import { api, firestoreQueryFn } from '../store/apiSlice';
import { useAppSelector, type RootState } from '../store/hooks';
import type { UserDoc } from '../lib/firebase/users';
import { selectAuthStatus, selectAuthUser } from './authSlice';

// users/{uid} as RTK Query data: fetched once, then kept live by onSnapshot while subscribed.
// The Firestore code loads with the first signed-in read: signed-out visitors (the dashboard's first
// view, within its JS budget) only ever ask usePremium, which needs none of it.
const users = () => import('../lib/firebase/users');
export const userDocApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDoc: build.query<UserDoc | null, string>({
      queryFn: firestoreQueryFn(async (uid) => (await users()).fetchUserDoc(uid)),
      providesTags: (_result, _error, uid) => [{ type: 'UserDoc', id: uid }],
      async onCacheEntryAdded(uid, lifecycle) {
        const { cacheDataLoaded, cacheEntryRemoved } = lifecycle;
        let watchUserDoc: Awaited<ReturnType<typeof users>>['watchUserDoc'];
        try {
          await cacheDataLoaded;
          ({ watchUserDoc } = await users()); // already loaded by the fetch
        } catch {
          return; // the entry went away before the first fetch finished (or the code failed to load)
        }
        const unsubscribe = watchUserDoc(
          uid,
          (doc) => lifecycle.updateCachedData(() => doc),
          () => undefined, // a lost listener keeps the last data; the next subscription retries
        );
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
  }),
  overrideExisting: 'throw',
});

const useGetUserDocQuery = userDocApi.useGetUserDocQuery;

/**
 * The signed-in user's document as the cache holds it: undefined while signed out or not loaded, null when it does
 * not exist. Components subscribe with useUserDoc; selectors derive from this (settings/userSettings.ts).
 */
export function selectUserDoc(state: RootState): UserDoc | null | undefined {
  const uid = selectAuthUser(state)?.uid;
  return uid === undefined ? undefined : userDocApi.endpoints.getUserDoc.select(uid)(state).data;
}

/** The signed-in user's document; skipped (no data) when signed out. */
export function useUserDoc() {
  const user = useAppSelector(selectAuthUser);
  return useGetUserDocQuery(user?.uid ?? '', { skip: !user });
}

/** premium: undefined while unknown (auth or the document still loading); false when signed out. */
export function usePremium(): { premium: boolean | undefined } {
  const status = useAppSelector(selectAuthStatus);
  const { data, isLoading, isUninitialized, isError } = useUserDoc();
  if (status === 'loading') return { premium: undefined };
  if (status === 'signedOut') return { premium: false };
  if (isError) return { premium: false };
  if (isLoading || isUninitialized) return { premium: undefined };
  return { premium: data?.premium ?? false };
}
