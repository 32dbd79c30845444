import type { MediaItem } from '@shared/media/types';
import { api } from '../store/apiSlice';
import { addFavorite, listFavorites, removeFavorite, type Favorite } from '../lib/firebase/favorites';

// users/{uid}/favorites through the Firebase client layer, cached by RTK Query under the 'Favorites' tag.
function customError(error: unknown) {
  return { status: 'CUSTOM_ERROR' as const, error: error instanceof Error ? error.message : String(error) };
}

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFavorites: build.query<Favorite[], string>({
      queryFn: async (uid) => {
        try {
          return { data: await listFavorites(uid) };
        } catch (error) {
          return { error: customError(error) };
        }
      },
      providesTags: (_result, _error, uid) => [{ type: 'Favorites', id: uid }],
    }),
    addFavorite: build.mutation<Favorite, { uid: string; item: MediaItem }>({
      queryFn: async ({ uid, item }) => {
        try {
          return { data: await addFavorite(uid, item) };
        } catch (error) {
          return { error: customError(error) };
        }
      },
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'Favorites', id: uid }],
    }),
    removeFavorite: build.mutation<null, { uid: string; id: string }>({
      queryFn: async ({ uid, id }) => {
        try {
          await removeFavorite(uid, id);
          return { data: null };
        } catch (error) {
          return { error: customError(error) };
        }
      },
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

export const { useListFavoritesQuery, useRemoveFavoriteMutation } = favoritesApi;
