import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { STORAGE_KEYS } from '../config/storageKeys';
import { authStateChanged, type AuthUser } from '../identity/authSlice';
import { selectUserDoc } from '../identity/userDocApi';
import { updateUserLocale, type UserDoc } from '../lib/firebase/users';
import { chooseLocale, i18n } from '../lib/i18n/i18n';
import { makeStore, type AppStore } from '../testing/store';
import { localeAtSignIn, startLocaleSync } from './localeSetting';

// Firestore stands in as a map of users/{uid}; the writes are recorded.
const firestore = vi.hoisted(() => ({
  docs: new Map<string, Partial<UserDoc>>(),
  updateUserLocale: vi.fn((_uid: string, _locale: string) => Promise.resolve()),
}));
vi.mock('../lib/firebase/users', () => ({
  fetchUserDoc: (uid: string) => {
    const doc = firestore.docs.get(uid);
    return Promise.resolve(doc ? { uid, premium: false, settings: null, locale: null, ...doc } : null);
  },
  watchUserDoc: () => () => undefined,
  updateUserLocale: firestore.updateUserLocale,
}));

const JANE: AuthUser = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', emailVerified: true, admin: false };

let store: AppStore;
let stop: () => void;

beforeEach(() => {
  firestore.docs.clear();
  vi.mocked(updateUserLocale).mockClear();
  store = makeStore();
  stop = startLocaleSync(store);
});
afterEach(() => stop());

describe('localeAtSignIn', () => {
  it("when the device has a choice, then it wins; an account without a saved language takes it (never 'pseudo')", () => {
    expect(localeAtSignIn('de', 'fr')).toBeNull();
    expect(localeAtSignIn(null, 'fr')).toEqual({ save: 'fr' });
    expect(localeAtSignIn(null, 'pseudo')).toBeNull();
  });

  it('when the device has none, then the saved language applies, if there is one', () => {
    expect(localeAtSignIn('it', null)).toEqual({ apply: 'it' });
    expect(localeAtSignIn(null, null)).toBeNull();
  });
});

describe("a signed-in person's language", () => {
  it('when they pick a language, then it is saved with their settings; signed out, it stays on the device only', async () => {
    await act(() => chooseLocale('es'));
    expect(updateUserLocale).not.toHaveBeenCalled();

    firestore.docs.set('u1', { locale: 'es' });
    store.dispatch(authStateChanged(JANE));
    await vi.waitFor(() => expect(selectUserDoc(store.getState())?.locale).toBe('es'));
    await act(() => chooseLocale('es')); // already saved: nothing to write
    await act(() => chooseLocale('fr'));
    expect(vi.mocked(updateUserLocale).mock.calls).toEqual([['u1', 'fr']]);
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('fr');
  });

  it('when they sign in on a device without a choice, then their saved language shows and is kept on the device', async () => {
    firestore.docs.set('u1', { locale: 'de' });
    store.dispatch(authStateChanged(JANE));
    await vi.waitFor(() => expect(i18n.locale).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('de');
    expect(updateUserLocale).not.toHaveBeenCalled();
  });

  it("when they sign in on a device with its own choice, then the device's stays; an account with none saves it", async () => {
    await act(() => chooseLocale('it'));
    firestore.docs.set('u1', { locale: 'de' });
    firestore.docs.set('u2', { locale: null });
    store.dispatch(authStateChanged(JANE));
    await vi.waitFor(() => expect(selectUserDoc(store.getState())?.locale).toBe('de'));
    store.dispatch(authStateChanged({ ...JANE, uid: 'u2' }));
    await vi.waitFor(() => expect(updateUserLocale).toHaveBeenCalledWith('u2', 'it'));
    expect(updateUserLocale).toHaveBeenCalledTimes(1);
    expect(i18n.locale).toBe('it');
  });
});
