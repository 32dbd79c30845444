import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { stubFetch } from '../../testing/stubFetch';
import { ExportDataDialog } from './ExportDataDialog';

// The identity SDK's re-sign-in and the browser's file save are outside jsdom; the HTTP API is stubbed.
const identity = vi.hoisted(() => ({ reauthenticate: vi.fn() }));
vi.mock('../../lib/firebase/reauth', () => ({ reauthenticate: identity.reauthenticate }));
vi.mock('../../lib/firebase/auth', () => ({ getIdToken: () => Promise.resolve('token') }));
const saved = vi.hoisted(() => ({ downloadJson: vi.fn() }));
vi.mock('./downloadJson', async (original) => ({ ...(await original<object>()), downloadJson: saved.downloadJson }));

const FILE = {
  format: 'starsession-account-export/1',
  exportedAt: '2026-11-27T10:00:00.000Z',
  uid: 'u1',
  account: { email: null, emailVerified: true, createdAt: null, lastSignInAt: null, signInProviders: [] },
  parts: {},
};

function renderDialog(onDownloaded = vi.fn()) {
  const view = renderWithProviders(
    <ExportDataDialog usesPassword onDownloaded={onDownloaded} onClose={() => undefined} />,
    { preloadedState: signedInState() },
  );
  return { ...view, onDownloaded };
}

const authError = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.unstubAllGlobals();
  identity.reauthenticate.mockReset();
  saved.downloadJson.mockReset();
});

describe('Download my data', () => {
  it('when the password is wrong, then it says so and the server is not asked', async () => {
    const api = stubFetch({ [`GET ${API_PATHS.accountExport}`]: () => Response.json(FILE) });
    identity.reauthenticate.mockRejectedValue(authError('auth/wrong-password'));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(api).not.toHaveBeenCalled();
  });

  it('when the person confirms, then they sign in again first and the file is saved under its day', async () => {
    const api = stubFetch({ [`GET ${API_PATHS.accountExport}`]: () => Response.json(FILE) });
    identity.reauthenticate.mockResolvedValue('token');
    const { user, onDownloaded } = renderDialog();
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(onDownloaded).toHaveBeenCalledOnce());
    expect(identity.reauthenticate).toHaveBeenCalledWith('right');
    expect(api).toHaveBeenCalledOnce();
    expect(saved.downloadJson).toHaveBeenCalledWith('starsession-data-2026-11-27.json', FILE);
  });

  it('when the server still asks for a fresh sign-in, then its message shows and nothing is saved', async () => {
    stubFetch({
      [`GET ${API_PATHS.accountExport}`]: () =>
        Response.json(
          { ok: false, error: 'For your security, confirm your password (or sign in with Google) again.' },
          { status: 401 },
        ),
    });
    identity.reauthenticate.mockResolvedValue('token');
    const { user, onDownloaded } = renderDialog();
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('confirm your password (or sign in with Google) again');
    expect(saved.downloadJson).not.toHaveBeenCalled();
    expect(onDownloaded).not.toHaveBeenCalled();
  });
});
