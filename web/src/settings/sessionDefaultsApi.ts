import { api } from '../store/apiSlice';
import { updateUserSettings } from '../lib/firebase/users';
import type { SessionDefaults } from './sessionDefaults';

// users/{uid}.settings: the one write path for the session defaults. They are read from the live user document
// (settings/userSettings.ts), which the write updates, so nothing is refetched or copied here.

function customError(error: unknown) {
  return { status: 'CUSTOM_ERROR' as const, error: error instanceof Error ? error.message : String(error) };
}

export const sessionDefaultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSessionDefaults: build.mutation<SessionDefaults, { uid: string; defaults: SessionDefaults }>({
      queryFn: async ({ uid, defaults }) => {
        try {
          await updateUserSettings(uid, { ...defaults });
          return { data: defaults };
        } catch (error) {
          return { error: customError(error) };
        }
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSaveSessionDefaultsMutation } = sessionDefaultsApi;
