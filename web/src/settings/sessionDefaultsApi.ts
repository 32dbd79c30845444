import { api } from '../store/apiSlice';
import { fetchUserSettings, updateUserSettings } from '../lib/firebase/users';
import { settingsChanged, type SessionDefaults } from './settingsSlice';
import { parseSessionDefaults } from './sessionDefaults';

// users/{uid}.settings through RTK Query: one read and one write path for the session defaults.

function customError(error: unknown) {
  return { status: 'CUSTOM_ERROR' as const, error: error instanceof Error ? error.message : String(error) };
}

const sessionDefaultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when nothing valid is stored (the spec defaults apply). */
    getSessionDefaults: build.query<SessionDefaults | null, { uid: string; premium: boolean }>({
      queryFn: async ({ uid, premium }) => {
        try {
          return { data: parseSessionDefaults(await fetchUserSettings(uid), { premium }) };
        } catch (error) {
          return { error: customError(error) };
        }
      },
      providesTags: (_result, _error, { uid }) => [{ type: 'UserDoc', id: `${uid}/settings` }],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsChanged(data));
      },
    }),
    saveSessionDefaults: build.mutation<SessionDefaults, { uid: string; defaults: SessionDefaults }>({
      queryFn: async ({ uid, defaults }) => {
        try {
          await updateUserSettings(uid, { ...defaults });
          return { data: defaults };
        } catch (error) {
          return { error: customError(error) };
        }
      },
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
