// users/{uid}.locale: a signed-in person's language, kept with their settings. A choice in a switcher is saved there;
// a device with no choice of its own takes the saved one at sign-in. lib/i18n knows no store: it tells this module
// of each choice (onLocaleChosen), and this module applies one through chooseLocale like any switcher.
import type { Locale } from '@shared/constants';
import { chooseLocale, chosenLocale, onLocaleChosen } from '../lib/i18n/i18n';
import { isLocale, type AppLocale } from '../lib/i18n/pickLocale';
import { authStateChanged, selectAuthUser } from '../identity/authSlice';
import { selectUserDoc, userDocApi } from '../identity/userDocApi';
import { api, firestoreQueryFn } from '../store/apiSlice';
import type { AppDispatch, RootState } from '../store/hooks';
import { startAppListening } from '../store/listenerMiddleware';

// Loaded on a signed-in write only: signed-out visitors' first view carries no Firestore code.
const users = () => import('../lib/firebase/users');

const localeSettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLocale: build.mutation<Locale, { uid: string; locale: Locale }>({
      queryFn: firestoreQueryFn(async ({ uid, locale }) => {
        await (await users()).updateUserLocale(uid, locale);
        return locale;
      }),
    }),
  }),
  overrideExisting: 'throw',
});

/** How long a sign-in waits for a new account's users/{uid} to be created (features/account does it). */
const USER_DOC_WAIT_MS = 10_000;

/**
 * At sign-in, what to do with the account's saved language (`saved`) and this device's choice (`chosen`): the
 * device's choice wins; with none, the saved one is applied; an account without one takes the device's.
 */
export function localeAtSignIn(
  saved: Locale | null,
  chosen: AppLocale | null,
): { apply: Locale } | { save: Locale } | null {
  if (chosen === null) return saved === null ? null : { apply: saved };
  return saved === null && isLocale(chosen) ? { save: chosen } : null;
}

interface StoreAccess {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Saves each language chosen while signed in, and applies or saves one at sign-in; returns the stop. */
export function startLocaleSync({ dispatch, getState }: StoreAccess): () => void {
  const save = (uid: string, locale: Locale) =>
    // A failed save leaves the choice on this device; the next choice tries again.
    void dispatch(localeSettingApi.endpoints.saveLocale.initiate({ uid, locale }));

  const stopChoices = onLocaleChosen((locale) => {
    const state = getState();
    const uid = selectAuthUser(state)?.uid;
    if (uid === undefined || !isLocale(locale) || selectUserDoc(state)?.locale === locale) return;
    save(uid, locale);
  });

  const stopSignIns = startAppListening({
    predicate: (action, current, previous) =>
      authStateChanged.match(action) && current.auth.user !== null && current.auth.user.uid !== previous.auth.user?.uid,
    effect: async (_action, listener) => {
      listener.cancelActiveListeners();
      const uid = listener.getState().auth.user?.uid;
      if (uid === undefined) return;
      const subscription = listener.dispatch(userDocApi.endpoints.getUserDoc.initiate(uid));
      try {
        const docOf = (state: RootState) => userDocApi.endpoints.getUserDoc.select(uid)(state).data;
        // The live entry shows a new account's document as soon as its first sign-in creates it.
        const loaded = (state: RootState) => docOf(state) != null;
        if (
          !loaded(listener.getState()) &&
          !(await listener.condition((_, state) => loaded(state), USER_DOC_WAIT_MS))
        ) {
          return;
        }
        const state = listener.getState();
        if (state.auth.user?.uid !== uid) return; // signed out (or in as someone else) meanwhile
        const step = localeAtSignIn(docOf(state)?.locale ?? null, chosenLocale());
        if (step && 'apply' in step) await chooseLocale(step.apply);
        else if (step) save(uid, step.save);
      } finally {
        subscription.unsubscribe();
      }
    },
  });

  return () => {
    stopChoices();
    stopSignIns();
  };
}
