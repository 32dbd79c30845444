import { api, firestoreQueryFn } from '../store/apiSlice';
import { updateUserSettings } from '../lib/firebase/users';
import type { SessionDefaults } from './sessionDefaults';

// users/{uid}.settings: the one write path for the session defaults. They are read from the live user document
// (settings/userSettings.ts), which the write updates, so nothing is refetched or copied here.

const sessionDefaultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSessionDefaults: build.mutation<SessionDefaults, { uid: string; defaults: SessionDefaults }>({
      queryFn: firestoreQueryFn(async ({ uid, defaults }) => {
        await updateUserSettings(uid, { ...defaults });
        return defaults;
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSaveSessionDefaultsMutation } = sessionDefaultsApi;
