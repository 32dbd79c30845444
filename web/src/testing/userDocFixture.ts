import type { AppStore } from '../app/store';
import { userDocApi } from '../identity/userDocApi';
import type { UserDoc } from '../lib/firebase/users';

/** Puts users/{uid} into the RTK Query cache, as if the live document had loaded. */
export async function seedUserDoc(store: AppStore, overrides: Partial<UserDoc> = {}): Promise<void> {
  const doc: UserDoc = {
    uid: 'u1',
    displayName: 'Jane Doe',
    premium: false,
    username: 'jane',
    personalization: null,
    referralCount: 0,
    createdAtMs: 0,
    settings: null,
    keepHistory: false,
    blocklist: null,
    consentPolicyVersion: null,
    ...overrides,
  };
  await store.dispatch(userDocApi.util.upsertQueryData('getUserDoc', doc.uid, doc));
}
