import { afterEach, describe, expect, it, vi } from 'vitest';
import { FREE_MAX_MINUTES } from '@shared/constants';
import { authStateChanged } from '../identity/authSlice';
import { stubApi } from '../testing/apiStub';
import { signedInState } from '../testing/renderWithProviders';
import { makeStore } from '../testing/store';
import { seedUserDoc } from '../testing/userDocFixture';
import { SPEC_SESSION_DEFAULTS } from './sessionDefaults';
import { personalizationDraftChanged } from './settingsSlice';
import { selectPersonalization, selectSessionDefaults } from './userSettings';

afterEach(() => vi.unstubAllGlobals());

const STORED = { defaultScreens: 1, defaultLength: 30, enableAI: false, enableBar: false } as const;

async function storeWith(doc: Parameters<typeof seedUserDoc>[1]) {
  stubApi();
  const store = makeStore(signedInState());
  await seedUserDoc(store, doc);
  return store;
}

describe('settings derived from the live user document', () => {
  it('when signed out, then the default settings apply and there is no personalization', () => {
    const state = makeStore().getState();
    expect(selectSessionDefaults(state)).toEqual(SPEC_SESSION_DEFAULTS);
    expect(selectPersonalization(state)).toBeNull();
  });

  it('when a premium user has stored defaults and a text, then those are what the selectors give', async () => {
    const store = await storeWith({ premium: true, settings: STORED, personalization: 'likes slow' });
    expect(selectSessionDefaults(store.getState())).toEqual(STORED);
    expect(selectPersonalization(store.getState())).toBe('likes slow');
  });

  it('when a free user has a premium length stored, then it is capped to the free maximum', async () => {
    const store = await storeWith({ premium: false, settings: STORED });
    expect(selectSessionDefaults(store.getState())).toEqual({ ...STORED, defaultLength: FREE_MAX_MINUTES });
  });

  it('when the stored defaults are missing or malformed, then the default settings apply', async () => {
    for (const settings of [null, { defaultScreens: 7 }, { ...STORED, enableAI: 'yes' }, [1, 2]]) {
      const store = await storeWith({ premium: true, settings });
      expect(selectSessionDefaults(store.getState())).toEqual(SPEC_SESSION_DEFAULTS);
    }
  });

  it('when unrelated state changes, then the same defaults object is returned (memoised)', async () => {
    const store = await storeWith({ premium: true, settings: STORED });
    const first = selectSessionDefaults(store.getState());
    store.dispatch(personalizationDraftChanged('typing'));
    expect(selectSessionDefaults(store.getState())).toBe(first);
  });

  it('when the document changes (a save, another tab), then the selectors follow it', async () => {
    const store = await storeWith({ premium: true, settings: STORED, personalization: 'a' });
    await seedUserDoc(store, { premium: true, settings: { ...STORED, defaultScreens: 3 }, personalization: 'b' });
    expect(selectSessionDefaults(store.getState()).defaultScreens).toBe(3);
    expect(selectPersonalization(store.getState())).toBe('b');
  });

  it("when another user signs in, then the previous user's cached document is not theirs", async () => {
    const store = await storeWith({ premium: true, settings: STORED, personalization: 'private to u1' });
    store.dispatch(
      authStateChanged({ uid: 'u2', email: 'b@x.test', displayName: null, emailVerified: true, admin: false }),
    );
    expect(selectSessionDefaults(store.getState())).toEqual(SPEC_SESSION_DEFAULTS);
    expect(selectPersonalization(store.getState())).toBeNull();
  });
});
