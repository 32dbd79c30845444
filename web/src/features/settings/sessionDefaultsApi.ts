import { api } from '../../app/apiSlice';
import { getDb } from '../../lib/firebase/app';
import { settingsChanged, type SessionDefaults } from './settingsSlice';
import { parseSessionDefaults } from './sessionDefaults';

// users/{uid}.settings through RTK Query: one read and one write path for the session defaults.
const firestore = () => import('firebase/firestore');

async function userRef(uid: string) {
  const [db, { doc }] = await Promise.all([getDb(), firestore()]);
  return doc(db, 'users', uid);
}

function customError(error: unknown) {
  return { status: 'CUSTOM_ERROR' as const, error: error instanceof Error ? error.message : String(error) };
}

export const sessionDefaultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when nothing valid is stored (the spec defaults apply). */
    getSessionDefaults: build.query<SessionDefaults | null, { uid: string; premium: boolean }>({
      queryFn: async ({ uid, premium }) => {
        try {
          const [ref, { getDoc }] = await Promise.all([userRef(uid), firestore()]);
          const snap = await getDoc(ref);
          return { data: parseSessionDefaults(snap.get('settings') as unknown, { premium }) };
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
          const [ref, { updateDoc }] = await Promise.all([userRef(uid), firestore()]);
          await updateDoc(ref, { settings: { ...defaults } });
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
