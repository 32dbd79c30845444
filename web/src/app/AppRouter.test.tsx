import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { lazy, type ReactNode } from 'react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { AppRouter } from './AppRouter';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function renderIn(path: string, children: ReactNode) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <I18nProvider i18n={i18n}>
      <AppRouter history={history}>{children}</AppRouter>
    </I18nProvider>,
  );
  return history;
}

function Bounded({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary location={useLocation()}>{children}</RouteErrorBoundary>;
}

function Shown() {
  return <p>at {useLocation().pathname}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppRouter', () => {
  it('when a navigation asks for flushSync, then it is on screen as soon as navigate returns', () => {
    const seenRightAfter: string[] = [];
    function LeaveButton() {
      const navigate = useNavigate();
      return (
        <button
          type="button"
          onClick={() => {
            void navigate('/dashboard', { replace: true, flushSync: true });
            seenRightAfter.push(document.body.textContent);
          }}
        >
          Leave
        </button>
      );
    }
    renderIn(
      '/profile',
      <>
        <Shown />
        <LeaveButton />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(seenRightAfter).toEqual([expect.stringContaining('at /dashboard')]);
  });

  it('when the visitor goes back, then the earlier location shows', async () => {
    const history = renderIn('/a', <Shown />);
    act(() => history.push('/b'));
    expect(await screen.findByText('at /b')).toBeInTheDocument();
    act(() => history.go(-1));
    expect(await screen.findByText('at /a')).toBeInTheDocument();
  });
});

describe('a screen that fails', () => {
  it('when it throws, then the error page shows, and Back to Dashboard leaves it for the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('The screen broke');
    }
    renderIn(
      '/broken',
      <Bounded>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/dashboard" element={<Shown />} />
        </Routes>
      </Bounded>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The screen broke')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('when its chunk is gone after a deploy, then the page reloads once instead of showing the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    sessionStorage.clear();
    const OldPage = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-old.js')),
    );
    renderIn(
      '/',
      <Bounded>
        <OldPage />
      </Bounded>,
    );
    expect(await screen.findByText('Loading the latest version…')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
