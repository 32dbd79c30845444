import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { config as configureZod } from 'zod';
import { startAccountListeners } from '../features/account/accountListeners';
import { startAuthSync } from '../features/auth/authSync';
import { startReferralListeners } from '../features/referrals/referralListeners';
import { createAppRouter } from './router';
import { store } from './store';

// The page's CSP forbids eval: zod's JIT would probe for it (a reported violation); use its interpreter.
configureZod({ jitless: true });

/** Loaded by main.ts once the age gate is confirmed. */
export function mountApp(container: HTMLElement): void {
  startAccountListeners();
  startReferralListeners();
  startAuthSync(store.dispatch);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createAppRouter()} />
      </Provider>
    </StrictMode>,
  );
}
