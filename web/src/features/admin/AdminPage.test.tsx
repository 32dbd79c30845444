import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { AdminPage } from './AdminPage';

afterEach(() => vi.unstubAllGlobals());

const STATS = { ok: true, totalUsers: 1234, newUsers24h: 5, premiumSales24h: 2, referredUsers24h: 1 };

function renderAdmin(routes: Record<string, StubRoute>) {
  const api = stubApi({
    [`GET ${API_PATHS.adminMe}`]: { body: { admin: true } },
    [`GET ${API_PATHS.adminStats}`]: { body: STATS },
    [`GET ${API_PATHS.adminLibrary}`]: { body: { ok: true, items: [], after: null } },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/account" element={<p>account page</p>} />
    </Routes>,
    { preloadedState: signedInState({ admin: true }), initialEntries: ['/admin'] },
  );
  return { ...view, api };
}

function statValue(name: string) {
  return within(screen.getByRole('group', { name })).getByText(/./, { selector: 'strong' }).textContent;
}

describe('AdminPage', () => {
  it('when the server confirms admin, then the four stat cards show the numbers', async () => {
    renderAdmin({});
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(statValue('Current Users')).toBe('1,234');
    expect(statValue('New Users (24h)')).toBe('5');
    expect(statValue('Premium Sales (24h)')).toBe('2');
    expect(statValue('Referred Users (24h)')).toBe('1');
  });

  it('when the stats fail, then "Failed to load stats" shows and every card shows a dash', async () => {
    renderAdmin({ [`GET ${API_PATHS.adminStats}`]: { status: 500, body: { ok: false, error: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stats');
    for (const name of ['Current Users', 'New Users (24h)', 'Premium Sales (24h)', 'Referred Users (24h)']) {
      expect(statValue(name)).toBe('—');
    }
  });

  it('when /api/admin/me fails, then "Failed to load admin state" shows', async () => {
    renderAdmin({ [`GET ${API_PATHS.adminMe}`]: { status: 500, body: { ok: false, error: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load admin state');
  });

  it('when the server says not admin, then the user is sent to /dashboard', async () => {
    renderAdmin({ [`GET ${API_PATHS.adminMe}`]: { body: { admin: false } } });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('when signed out, then the visitor is sent to /account', async () => {
    stubApi();
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/account" element={<p>account page</p>} />
      </Routes>,
      { preloadedState: { auth: { status: 'signedOut', user: null } }, initialEntries: ['/admin'] },
    );
    expect(await screen.findByText('account page')).toBeInTheDocument();
  });
});

describe('Assign Affiliate form', () => {
  it('when the target is empty, then it asks for one and sends nothing', async () => {
    const { user, api } = renderAdmin({});
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Enter a user id or email.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === API_PATHS.adminAssignAffiliate)).toBe(false);
  });

  it('when the target is over 200 characters, then it says so', async () => {
    const { user } = renderAdmin({});
    const target = await screen.findByRole('textbox', { name: 'User ID or email' });
    await user.click(target);
    await user.paste('a'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('target must be 200 characters or fewer.')).toBeInTheDocument();
  });

  it('when the rate is over 12 characters, then it says so', async () => {
    const { user } = renderAdmin({});
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'someone@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Rate must be 12 characters or fewer.')).toBeInTheDocument();
  });

  it('when the server assigns, then it sends target and rate and confirms with the parsed rate', async () => {
    const { user, api } = renderAdmin({
      [`POST ${API_PATHS.adminAssignAffiliate}`]: { body: { ok: true, uid: 'uid-42', ratePct: 15 } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), '  someone@example.com ');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '0.15');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Affiliate enabled for uid-42 at 15%.');
    const sent = api.calls.find((c) => c.path === API_PATHS.adminAssignAffiliate);
    expect(sent?.body).toEqual({ target: 'someone@example.com', ratePct: '0.15' });
  });

  it('when the server refuses with a message, then that message shows', async () => {
    const { user } = renderAdmin({
      [`POST ${API_PATHS.adminAssignAffiliate}`]: { status: 404, body: { ok: false, error: 'No such user.' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such user.');
  });

  it('when the server fails without a message, then "Failed" shows', async () => {
    const { user } = renderAdmin({ [`POST ${API_PATHS.adminAssignAffiliate}`]: { status: 500, body: {} } });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed$/);
  });

  it('when the request never gets an answer, then "Request failed" shows', async () => {
    const { user } = renderAdmin({ [`POST ${API_PATHS.adminAssignAffiliate}`]: 'network-error' });
    await user.type(await screen.findByRole('textbox', { name: 'User ID or email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed');
  });
});
