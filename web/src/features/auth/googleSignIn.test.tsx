import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { renderWithProviders } from '../../testing/renderWithProviders';

// The identity SDK's boundary: Google's popup and redirect are outside the browser these tests run in.
const sdk = vi.hoisted(() => ({
  popup: vi.fn<() => Promise<unknown>>(),
  redirect: vi.fn<(auth: unknown, provider: unknown) => Promise<void>>(),
  redirectResult: vi.fn<() => Promise<unknown>>(),
  authRequested: 0,
}));

vi.mock('../../lib/firebase/app', () => ({
  getAuthInstance: () => {
    sdk.authRequested += 1;
    return Promise.resolve({ currentUser: null });
  },
  isAuthRequested: () => sdk.authRequested > 0,
  mayHaveStoredUser: () => Promise.resolve(false),
  onAuthRequested: () => () => undefined,
}));

vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class GoogleAuthProvider {
    providerId = 'google.com';
  },
  signInWithPopup: () => sdk.popup(),
  signInWithRedirect: (auth: unknown, provider: unknown) => sdk.redirect(auth, provider),
  getRedirectResult: () => sdk.redirectResult(),
  getAdditionalUserInfo: (cred: { isNewUser?: boolean }) => ({ isNewUser: cred.isNewUser === true }),
}));

const { AuthModal } = await import('./AuthModal');
const { completeRedirectSignIn } = await import('../../lib/firebase/auth');

const REDIRECT_PENDING_KEY = STORAGE_KEYS.googleRedirectPending;
const googleUser = {
  user: {
    uid: 'g1',
    email: 'g@demo.test',
    displayName: 'Gee Demo',
    emailVerified: true,
    metadata: { creationTime: undefined },
    getIdTokenResult: () => Promise.resolve({ claims: {} }),
  },
};
const deleteAccount = vi.fn(() => Promise.resolve());
const newGoogleUser = { ...googleUser, user: { ...googleUser.user, delete: deleteAccount }, isNewUser: true };
const CONSENT = /I agree to the Terms and the Privacy Policy/;
const authError = (code: string) => Object.assign(new Error(code), { code });

function renderModal() {
  return renderWithProviders(
    <Routes>
      <Route path={paths.account} element={<AuthModal />} />
      <Route path={paths.profile} element={<h1>Profile page</h1>} />
    </Routes>,
    { initialEntries: [paths.account], preloadedState: { auth: { status: 'signedOut', user: null } } },
  );
}

beforeEach(() => {
  sdk.popup.mockReset();
  sdk.redirect.mockReset().mockResolvedValue(undefined);
  sdk.redirectResult.mockReset();
  sdk.authRequested = 0;
  deleteAccount.mockClear();
});

describe('Continue with Google', () => {
  it('when the popup signs the user in, then the dialog goes on to the profile without a redirect', async () => {
    sdk.popup.mockResolvedValue(googleUser);
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(sdk.redirect).not.toHaveBeenCalled();
  });

  it.each([
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/cancelled-popup-request',
    'auth/unauthorized-domain',
    'auth/operation-not-supported-in-this-environment',
  ])(
    'when the popup fails with %s, then it falls back to a Google redirect and remembers it is pending',
    async (code) => {
      sdk.popup.mockRejectedValue(authError(code));
      const { user } = renderModal();
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await vi.waitFor(() => expect(sdk.redirect).toHaveBeenCalledOnce());
      expect(sdk.redirect.mock.calls[0]?.[1]).toMatchObject({ providerId: 'google.com' });
      expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBe('1');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('when the popup fails for another reason, then the user is told and no redirect starts', async () => {
    sdk.popup.mockRejectedValue(authError('auth/network-request-failed'));
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(sdk.redirect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
  });
});

describe('a Google account with no StarSession account yet', () => {
  it('when Sign in is used without consent, then the new account is removed again and the dialog asks for consent', async () => {
    sdk.popup.mockResolvedValue(newGoogleUser);
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no StarSession account for this Google account yet.',
    );
    expect(deleteAccount).toHaveBeenCalledOnce();
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
  });

  it('when Sign up is used before the box is ticked, then Google is not even opened', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent('To create an account, tick the box');
    expect(sdk.popup).not.toHaveBeenCalled();
  });

  it('when Sign up is used with the box ticked, then the account is kept and the profile opens', async () => {
    sdk.popup.mockResolvedValue(newGoogleUser);
    const { user } = renderModal();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('when the redirect fallback is taken with the box ticked, then the consent survives the redirect', async () => {
    sdk.popup.mockRejectedValue(authError('auth/popup-blocked'));
    const { user } = renderModal();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(sdk.redirect).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(STORAGE_KEYS.googleRedirectConsent)).toBe('1');
    sessionStorage.clear();
  });
});

describe('coming back from the Google redirect', () => {
  it('when no redirect of ours is pending, then nothing is asked of the identity SDK', async () => {
    expect(await completeRedirectSignIn()).toBeNull();
    expect(sdk.authRequested).toBe(0);
    expect(sdk.redirectResult).not.toHaveBeenCalled();
  });

  it('when our redirect comes back signed in, then it completes once with the Google user', async () => {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
    sdk.redirectResult.mockResolvedValue(googleUser);
    const first = completeRedirectSignIn();
    const again = completeRedirectSignIn();
    expect(await first).toMatchObject({ uid: 'g1', email: 'g@demo.test', displayName: 'Gee Demo', admin: false });
    expect(await again).toMatchObject({ uid: 'g1' });
    expect(sdk.redirectResult).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
  });

  // Last: the failed completion stays this page load's outcome.
  it('when our redirect comes back with an error, then the sign-in dialog shows it', async () => {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
    sdk.redirectResult.mockRejectedValue(authError('auth/account-exists-with-different-credential'));
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
  });
});
