import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { PREMIUM_COMPLETE_REDIRECT_MS } from '@shared/constants';
import type { RootState } from '../../testing/store';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { clearFreePremiumDoneCookie, hasFreePremiumDoneCookie } from './freePremiumCookie';
import { PremiumCompletePage } from './PremiumCompletePage';

afterEach(() => {
  vi.unstubAllGlobals();
  clearFreePremiumDoneCookie();
});

function renderComplete(complete: StubRoute, auth: Partial<RootState> = signedInState()) {
  const api = stubApi({ [`POST ${API_PATHS.contentLockerComplete}`]: complete });
  const view = renderWithProviders(
    <Routes>
      <Route path="/premium-complete" element={<PremiumCompletePage />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/premium" element={<p>premium page</p>} />
    </Routes>,
    { preloadedState: auth, initialEntries: ['/premium-complete'] },
  );
  return { ...view, api };
}

describe('PremiumCompletePage', () => {
  it('when the server finalises, then it shows done and goes to /dashboard after 1.2 s', async () => {
    const started = Date.now();
    renderComplete({ body: { ok: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Finalizing your premium…');
    expect(await screen.findByText(/Premium unlocked!/)).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('dashboard page')).toBeInTheDocument(), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PREMIUM_COMPLETE_REDIRECT_MS);
    expect(hasFreePremiumDoneCookie()).toBe(true);
  });

  it('when the server refuses with a message, then that message shows and Retry tries again', async () => {
    let attempts = 0;
    const { user } = renderComplete(() => {
      attempts += 1;
      return attempts === 1
        ? { status: 409, body: { ok: false, error: 'Task not completed yet.' } }
        : { body: { ok: true } };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Task not completed yet.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Premium unlocked!/)).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('when the server fails without a message, then "Failed to finalize free premium" shows', async () => {
    renderComplete({ status: 500, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to finalize free premium');
  });

  it('when the request gets no answer, then the generic line shows', async () => {
    renderComplete('network-error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('when signed out, then it asks to sign in and calls nothing', () => {
    const { api } = renderComplete({ body: { ok: true } }, { auth: { status: 'signedOut', user: null } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to finalize your premium.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(api.calls).toHaveLength(0);
  });

  it('when the server says 401, then it shows the sign-in state', async () => {
    renderComplete({ status: 401, body: { ok: false, error: 'Not signed in' } });
    expect(await screen.findByText('Please sign in to finalize your premium.')).toBeInTheDocument();
  });

  it('when the user chooses another way after an error, then the cookie is cleared and /premium opens', async () => {
    const { user } = renderComplete({ status: 500, body: {} });
    await user.click(await screen.findByRole('link', { name: 'Choose another way' }));
    expect(screen.getByText('premium page')).toBeInTheDocument();
    expect(hasFreePremiumDoneCookie()).toBe(false);
  });
});
