import { describe, expect, it } from 'vitest';
import { authStateChanged } from '../identity/authSlice';
import { personalizationLoaded, settingsChanged, settingsSlice } from './settingsSlice';

const user = (uid: string) => ({ uid, email: `${uid}@x.test`, displayName: null, emailVerified: true, admin: false });
const reduce = settingsSlice.reducer;

describe('settings across sign-ins in one tab', () => {
  it("when a user signs out or another signs in, then the previous user's defaults and text are not carried over", () => {
    const initial = reduce(undefined, { type: 'init' });
    let state = reduce(initial, authStateChanged(user('a')));
    state = reduce(state, settingsChanged({ defaultLength: 20, defaultScreens: 1 }));
    state = reduce(state, personalizationLoaded('private to a'));

    const signedOut = reduce(state, authStateChanged(null));
    expect(signedOut.settings).toEqual(initial.settings);
    expect(signedOut.personalization).toBeUndefined();

    const otherUser = reduce(state, authStateChanged(user('b')));
    expect(otherUser.settings).toEqual(initial.settings);
  });

  it('when the same user is reported again (token refresh), then their loaded defaults stay', () => {
    let state = reduce(undefined, authStateChanged(user('a')));
    state = reduce(state, settingsChanged({ defaultLength: 5 }));
    state = reduce(state, authStateChanged(user('a')));
    expect(state.settings.defaultLength).toBe(5);
  });
});
