import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { paths } from '../../config/paths';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { stubFetch } from '../../testing/stubFetch';
import { DeleteAccountDialog } from './DeleteAccountDialog';

// The identity SDK's re-sign-in is outside jsdom; the HTTP API is stubbed as the server answers it.
const identity = vi.hoisted(() => ({ reauthenticate: vi.fn(), signOut: vi.fn(() => Promise.resolve()) }));
vi.mock('../../lib/firebase/reauth', () => ({ reauthenticate: identity.reauthenticate }));
vi.mock('../../lib/firebase/auth', () => ({
  signOut: identity.signOut,
  getIdToken: () => Promise.resolve('token'),
}));

function Dashboard() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <p>Dashboard: {notice}</p>;
}

function renderDialog(usesPassword = true) {
  return renderWithProviders(
    <Routes>
      <Route
        path={paths.profile}
        element={<DeleteAccountDialog usesPassword={usesPassword} onClose={() => undefined} />}
      />
      <Route path={paths.dashboard} element={<Dashboard />} />
    </Routes>,
    { initialEntries: [paths.profile], preloadedState: signedInState() },
  );
}

const authError = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.unstubAllGlobals();
  identity.reauthenticate.mockReset();
  identity.signOut.mockClear();
});

describe('Delete my account', () => {
  it('when the dialog opens, then it names everything that is kept, as docs/product-rules.md lists it', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/payment records .* with your user id replaced by a random id/);
    expect(dialog).toHaveTextContent(/a one-way hash of your email address with their id \(not your address\)/);
    expect(dialog).toHaveTextContent(/codes you redeemed stay used/);
    expect(dialog).toHaveTextContent(/server logs, which name your user id, until they expire after 30 days/);
  });

  it('when the password is wrong, then it says so and the server is not asked', async () => {
    const api = stubFetch({ [`POST ${API_PATHS.accountDelete}`]: () => Response.json({ ok: true }) });
    identity.reauthenticate.mockRejectedValue(authError('auth/wrong-password'));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(api).not.toHaveBeenCalled();
  });

  it('when the password is empty, then it asks for it without trying', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password.');
    expect(identity.reauthenticate).not.toHaveBeenCalled();
  });

  it('when the server refuses, then its message shows and the visitor stays signed in to retry', async () => {
    stubFetch({
      [`POST ${API_PATHS.accountDelete}`]: () =>
        Response.json({ ok: false, error: 'Too many attempts. Try again in 30s.' }, { status: 429 }),
    });
    identity.reauthenticate.mockResolvedValue('token');
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30s.');
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it('when a Google account confirms, then it signs in with Google again, is deleted and lands on the dashboard told so', async () => {
    const api = stubFetch({ [`POST ${API_PATHS.accountDelete}`]: () => Response.json({ ok: true }) });
    identity.reauthenticate.mockResolvedValue('token');
    const { user } = renderDialog(false);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Dashboard: Your account and your data have been deleted.')).toBeInTheDocument();
    expect(identity.reauthenticate).toHaveBeenCalledWith(null);
    expect(api).toHaveBeenCalledOnce();
    expect(identity.signOut).toHaveBeenCalledOnce();
  });
});
