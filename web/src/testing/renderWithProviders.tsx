import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n/i18n';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** MemoryRouter history, e.g. ['/profile'] or [{ pathname: '/auth', state: { forceSignup: true } }]. */
  initialEntries?: InitialEntry[];
}

/** Renders inside a fresh store and a MemoryRouter; returns the store and a userEvent instance too. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), initialEntries = ['/'], ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </Provider>
      </I18nProvider>
    );
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** A preloaded auth state for tests. */
export function signedInState(overrides: Partial<NonNullable<RootState['auth']['user']>> = {}): Partial<RootState> {
  return {
    auth: {
      status: 'signedIn',
      user: {
        uid: 'u1',
        email: 'jane@example.com',
        displayName: 'Jane Doe',
        emailVerified: true,
        admin: false,
        ...overrides,
      },
    },
  };
}
