import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { i18n } from '../lib/i18n/i18n';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { STORAGE_KEYS } from '../config/storageKeys';
import { signedInState } from '../testing/renderWithProviders';
import { stubFetch } from '../testing/stubFetch';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './router';
import { makeStore, type RootState } from './store';

function renderAt(path: string, preloadedState: Partial<RootState> = { auth: { status: 'signedOut', user: null } }) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={makeStore(preloadedState)}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </Provider>
    </I18nProvider>,
  );
  return history;
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, String(Date.now()));
  stubFetch({ 'GET /api/admin/me': () => Response.json({ admin: false }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routing', () => {
  it('when a signed-out visitor opens /profile, then they land on /account carrying /profile in state', async () => {
    const history = renderAt('/profile?tab=x');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/account');
    expect((history.location.state as { from: { pathname: string; search: string } }).from).toMatchObject({
      pathname: '/profile',
      search: '?tab=x',
    });
  });

  it('when a signed-out visitor opens /admin, then they land on /account too', async () => {
    const history = renderAt('/admin');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/account');
  });

  it('when a signed-out visitor opens an admin console page by its address, then they land on /account carrying it', async () => {
    const history = renderAt(`${paths.adminLibrary}?community=x`);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(history.location.pathname).toBe(paths.account);
    expect((history.location.state as { from: { pathname: string; search: string } }).from).toMatchObject({
      pathname: paths.adminLibrary,
      search: '?community=x',
    });
  });

  it('when a signed-in non-admin opens an admin console page by its address, then they are sent to /dashboard', async () => {
    const history = renderAt(paths.adminAgeChecks, signedInState({ admin: false }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Star' })).toBeInTheDocument();
    expect(history.location.pathname).toBe(paths.dashboard);
  });

  it('when an admin opens a console page by its address, then it loads under the console navigation, its link current', async () => {
    stubFetch({
      'GET /api/admin/me': () => Response.json({ admin: true }),
      'GET /api/admin/library': () => Response.json({ ok: true, items: [], after: null }),
    });
    renderAt(paths.adminLibrary, signedInState({ admin: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeInTheDocument();
    const consoleNav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(consoleNav).getByRole('link', { name: 'Media library' })).toHaveAttribute('aria-current', 'page');
    expect(within(consoleNav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    // The header's Admin link stays marked on every console page.
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Admin' })).toHaveClass('active');
  });

  it('when an admin opens an unknown page under /admin, then the error page shows, as for any unknown route', async () => {
    stubFetch({ 'GET /api/admin/me': () => Response.json({ admin: true }) });
    renderAt('/admin/no-such-page', signedInState({ admin: true }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('when a confirmed visitor opens /, then they are sent to /dashboard', async () => {
    const history = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Choose Your Star' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
  });

  it('when a confirmed visitor opens a referral link on /, then /dashboard keeps the query', async () => {
    const history = renderAt('/?ref=Abc_123#top');
    expect(await screen.findByRole('heading', { name: 'Choose Your Star' })).toBeInTheDocument();
    expect(history.location).toMatchObject({ pathname: '/dashboard', search: '?ref=Abc_123', hash: '#top' });
  });

  it('when the route is unknown, then the error page shows with a way back', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('when nobody confirmed the age gate, then any route shows the gate', async () => {
    localStorage.clear();
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Adults Only (18+)' })).toBeInTheDocument();
  });
});

describe('header', () => {
  it('when signed out, then the account icon leads to /account and there is no Admin link', async () => {
    renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/pages/favorites');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('when an admin is signed in, then the Admin link shows and the account icon leads to /profile', async () => {
    renderAt('/dashboard', signedInState({ admin: true }));
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('when a non-admin is signed in, then there is no Admin link', async () => {
    renderAt('/dashboard', signedInState({ admin: false }));
    await screen.findByRole('link', { name: 'Profile' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('when the signed-in user is unverified, then the verify banner offers Resend and Check again', async () => {
    renderAt('/dashboard', signedInState({ emailVerified: false }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });
});

describe('screens that load on demand', () => {
  it('when the first view starts on one, then the layout shows a loading line in its main area until it is in', async () => {
    renderAt(paths.terms);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('when the visitor follows a link to one, then the old screen stays (no loading line) until the new one shows', async () => {
    const history = renderAt(paths.dashboard);
    const dashboardHeading = await screen.findByRole('heading', { name: 'Choose Your Star' });
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Premium' }));
    });
    expect(history.location.pathname).toBe(paths.premium);
    expect(dashboardHeading).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Go Premium' })).toBeInTheDocument();
    expect(dashboardHeading).not.toBeInTheDocument();
  });
});
