import { toStoredBlocklist, type PersonalBlocklist } from '@shared/media/personalBlocklist';
import { api, firestoreQueryFn } from '../store/apiSlice';
import { updateUserBlocklist } from '../lib/firebase/users';

// users/{uid}.blocklist: the one write path for a signed-in person's blocklist. It is read from the live user
// document (settings/blocklist.ts), which the write updates, so nothing is refetched or copied here.

const blocklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveBlocklist: build.mutation<PersonalBlocklist, { uid: string; blocklist: PersonalBlocklist }>({
      queryFn: firestoreQueryFn(async ({ uid, blocklist }) => {
        await updateUserBlocklist(uid, { ...toStoredBlocklist(blocklist) });
        return blocklist;
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSaveBlocklistMutation } = blocklistApi;
