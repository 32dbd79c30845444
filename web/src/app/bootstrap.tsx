import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n/i18n';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** Loaded by main.ts once the age gate is confirmed; called with the store startStore.ts has settled. */
export function mountApp(container: HTMLElement, store: AppStore): void {
  const root = createRoot(container);
  // A transition: the first render yields to the browser between components instead of one long task
  // (TBT), and the document's own first view (dashboard.html) stays on screen until the commit replaces it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <Provider store={store}>
            <AppRouter>
              <AppRoutes />
            </AppRouter>
          </Provider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}
