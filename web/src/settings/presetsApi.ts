import { api, firestoreQueryFn } from '../store/apiSlice';
import type { Preset, PresetChoices } from '../lib/firebase/presets';

// users/{uid}/presets through the Firebase client layer: saved on the setup page, listed and started on the dashboard.
// Loaded with the first call: the dashboard's first view (signed out, within its JS budget) never needs it.
const presetsStore = () => import('../lib/firebase/presets');

const presetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPresets: build.query<Preset[], string>({
      queryFn: firestoreQueryFn(async (uid: string) => (await presetsStore()).listPresets(uid)),
      providesTags: (_result, _error, uid) => [{ type: 'Presets', id: uid }],
    }),
    savePreset: build.mutation<Preset, { uid: string; slot: string; name: string; choices: PresetChoices }>({
      queryFn: firestoreQueryFn(async ({ uid, slot, name, choices }) =>
        (await presetsStore()).savePreset(uid, slot, name, choices),
      ),
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'Presets', id: uid }],
    }),
    deletePreset: build.mutation<null, { uid: string; id: string }>({
      queryFn: firestoreQueryFn(async ({ uid, id }) => {
        await (await presetsStore()).deletePreset(uid, id);
        return null;
      }),
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'Presets', id: uid }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListPresetsQuery, useSavePresetMutation, useDeletePresetMutation } = presetsApi;
