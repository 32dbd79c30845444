import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../identity/authSlice';
import { referralSlice } from '../features/referrals/referralSlice';
import { sessionSlice } from '../settings/sessionSlice';
import { settingsSlice } from '../settings/settingsSlice';
import { api } from '../store/apiSlice';
import { listenerMiddleware } from '../store/listenerMiddleware';

const rootReducer = combineSlices(api, authSlice, settingsSlice, sessionSlice, referralSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  // RTK Query's middleware registers itself in the store on the first action it sees. Seen now, that change
  // cannot land during the app's first render, where a hook's action would otherwise bring it (startStore.ts).
  store.dispatch({ type: 'store/created' });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
