import { api, firestoreQueryFn } from '../store/apiSlice';
import type { HistoryEntry } from '../lib/firebase/history';
import { nextHistorySlot } from './history';

// users/{uid}/history and users/{uid}.keepHistory: recorded by the session screen, listed and cleared on /profile.
// Loaded with the first call, like the other Firestore endpoints off the first view.
const historyStore = () => import('../lib/firebase/history');
const users = () => import('../lib/firebase/users');

const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHistory: build.query<HistoryEntry[], string>({
      queryFn: firestoreQueryFn(async (uid: string) => (await historyStore()).listHistory(uid)),
      providesTags: (_result, _error, uid) => [{ type: 'History', id: uid }],
    }),
    recordHistory: build.mutation<
      null,
      { uid: string; premium: boolean; entry: Omit<HistoryEntry, 'id' | 'endedAtMs'> }
    >({
      // The slot is chosen from the stored list read now, not a cached one (another tab may have added a run).
      queryFn: firestoreQueryFn(async ({ uid, premium, entry }) => {
        const store = await historyStore();
        await store.recordHistory(uid, nextHistorySlot(await store.listHistory(uid), premium), entry);
        return null;
      }),
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'History', id: uid }],
    }),
    clearHistory: build.mutation<null, string>({
      queryFn: firestoreQueryFn(async (uid: string) => {
        await (await historyStore()).clearHistory(uid);
        return null;
      }),
      invalidatesTags: (_result, _error, uid) => [{ type: 'History', id: uid }],
    }),
    // users/{uid} is watched live, so the switch shows the stored value as soon as it is written.
    setKeepHistory: build.mutation<null, { uid: string; keepHistory: boolean }>({
      queryFn: firestoreQueryFn(async ({ uid, keepHistory }) => {
        await (await users()).updateKeepHistory(uid, keepHistory);
        return null;
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListHistoryQuery, useRecordHistoryMutation, useClearHistoryMutation, useSetKeepHistoryMutation } =
  historyApi;
