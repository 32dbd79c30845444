import { API_PATHS } from '@shared/api/paths';
import type { RemovedFavoritesResponse } from '@shared/api/schemas/reports';
import type { MediaItem } from '@shared/media/types';
import { api, firestoreQueryFn } from '../store/apiSlice';
import { addFavorite, listFavorites, removeFavorite, type Favorite } from '../lib/firebase/favorites';

// users/{uid}/favorites through the Firebase client layer, cached by RTK Query under the 'Favorites' tag.

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFavorites: build.query<Favorite[], string>({
      queryFn: firestoreQueryFn(listFavorites),
      providesTags: (_result, _error, uid) => [{ type: 'Favorites', id: uid }],
    }),
    /** Which of them the takedown blocklist removed (docs/product-rules.md "Reports and takedowns"). */
    listRemovedFavorites: build.query<RemovedFavoritesResponse, string>({
      query: () => API_PATHS.favoritesRemoved,
      // Asked again whenever the favourites change (a new one may be a removed item).
      providesTags: (_result, _error, uid) => [{ type: 'Favorites', id: uid }],
    }),
    addFavorite: build.mutation<Favorite, { uid: string; item: MediaItem }>({
      queryFn: firestoreQueryFn(({ uid, item }) => addFavorite(uid, item)),
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'Favorites', id: uid }],
    }),
    removeFavorite: build.mutation<null, { uid: string; id: string }>({
      queryFn: firestoreQueryFn(async ({ uid, id }) => {
        await removeFavorite(uid, id);
        return null;
      }),
      // Drop the item from the cached list at once; the refetch confirms it.
      onQueryStarted: async ({ uid, id }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(
            favoritesApi.util.updateQueryData('listFavorites', uid, (list) => list.filter((fav) => fav.id !== id)),
          );
        } catch {
          /* the page shows the mutation's error */
        }
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListFavoritesQuery, useListRemovedFavoritesQuery, useRemoveFavoriteMutation } = favoritesApi;
