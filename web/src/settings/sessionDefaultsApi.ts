import { api, firestoreQueryFn } from '../store/apiSlice';
import { fetchUserSettings, updateUserSettings } from '../lib/firebase/users';
import { settingsChanged, type SessionDefaults } from './settingsSlice';
import { parseSessionDefaults } from './sessionDefaults';

// users/{uid}.settings through RTK Query: one read and one write path for the session defaults.

const sessionDefaultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when nothing valid is stored (the spec defaults apply). */
    getSessionDefaults: build.query<SessionDefaults | null, { uid: string; premium: boolean }>({
      queryFn: firestoreQueryFn(async ({ uid, premium }) =>
        parseSessionDefaults(await fetchUserSettings(uid), { premium }),
      ),
      providesTags: (_result, _error, { uid }) => [{ type: 'UserDoc', id: `${uid}/settings` }],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsChanged(data));
      },
    }),
    saveSessionDefaults: build.mutation<SessionDefaults, { uid: string; defaults: SessionDefaults }>({
      queryFn: firestoreQueryFn(async ({ uid, defaults }) => {
        await updateUserSettings(uid, { ...defaults });
        return defaults;
      }),
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'UserDoc', id: `${uid}/settings` }],
      async onQueryStarted({ defaults }, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(settingsChanged(defaults)),
          () => undefined,
        );
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetSessionDefaultsQuery, useSaveSessionDefaultsMutation } = sessionDefaultsApi;
