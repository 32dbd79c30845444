import { describe, expect, it } from 'vitest';
import { authStateChanged } from '../identity/authSlice';
import { personalizationDraftChanged, settingsSlice } from './settingsSlice';

const user = (uid: string) => ({ uid, email: `${uid}@x.test`, displayName: null, emailVerified: true, admin: false });
const reduce = settingsSlice.reducer;

describe('the personalization draft across sign-ins in one tab', () => {
  it("when a user signs out or another signs in, then the previous user's draft is not carried over", () => {
    let state = reduce(undefined, authStateChanged(user('a')));
    state = reduce(state, personalizationDraftChanged('private to a'));

    expect(reduce(state, authStateChanged(null)).personalizationDraft).toBeUndefined();
    expect(reduce(state, authStateChanged(user('b'))).personalizationDraft).toBeUndefined();
  });

  it('when the same user is reported again (token refresh), then their draft stays', () => {
    let state = reduce(undefined, authStateChanged(user('a')));
    state = reduce(state, personalizationDraftChanged('still typing'));
    state = reduce(state, authStateChanged(user('a')));
    expect(state.personalizationDraft).toBe('still typing');
  });
});
