import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './router';
import { store } from './store';

/** Loaded by main.ts once the age gate is confirmed; called once startStore.ts has settled the store. */
export function mountApp(container: HTMLElement): void {
  const root = createRoot(container);
  // A transition: the first render yields to the browser between components instead of one long task
  // (TBT), and the document's own first view (dashboard.html) stays on screen until the commit replaces it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </Provider>
      </StrictMode>,
    ),
  );
}
