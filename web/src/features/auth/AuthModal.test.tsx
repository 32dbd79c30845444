import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { AuthModal } from './AuthModal';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { activateLocale } from '../../lib/i18n/i18n';

function renderModal(entries: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.auth} element={<AuthModal />} />
      <Route path={paths.account} element={<AuthModal />} />
      <Route path={paths.dashboard} element={<h1>Dashboard page</h1>} />
      <Route path={paths.profile} element={<h1>Profile page</h1>} />
    </Routes>,
    { initialEntries: [paths.account], preloadedState: { auth: { status: 'signedOut', user: null } }, ...entries },
  );
}

describe('AuthModal', () => {
  it('when opened, then it is a dialog on the Sign in tab; forceSignup opens Sign up', () => {
    renderModal();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('when opened with state forceSignup, then the Sign up tab is selected', () => {
    renderModal({ initialEntries: [{ pathname: paths.auth, state: { forceSignup: true } }] });
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('when Escape is pressed on a first page, then it goes to /dashboard', async () => {
    const { user } = renderModal();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('when the close button is used after navigating here, then it goes back', async () => {
    const { user } = renderModal({
      initialEntries: [paths.profile, paths.account],
      preloadedState: { auth: { status: 'signedOut', user: null } },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('when the backdrop is clicked, then it closes; clicks inside the dialog do not', async () => {
    const { user, container } = renderModal();
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = container.querySelector('.modal-backdrop');
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('when already signed in, then it goes to /profile', async () => {
    renderModal({ preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('when a referrer is stored, then the referral banner names them', () => {
    renderModal({
      preloadedState: {
        auth: { status: 'signedOut', user: null },
        referral: { referrer: { uid: 'ref123', name: 'Sam' } },
      },
    });
    expect(screen.getByRole('note')).toHaveTextContent('Sam has referred you');
    expect(screen.getByRole('note')).toHaveTextContent('credit towards free Premium');
  });

  describe('sign in', () => {
    it.each([
      ['', 'pw', 'Email is required.'],
      ['not-an-email', 'pw', 'Enter a valid email address.'],
      [`${'a'.repeat(115)}@b.com`, 'pw', 'Email must be 120 characters or fewer.'],
      ['jane@example.com', '', 'Enter your password.'],
    ])('when email %j and a password of %j are submitted, then it says %j', async (email, password, message) => {
      const { user } = renderModal();
      if (email) await user.type(screen.getByLabelText('Email'), email);
      if (password) await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });

    it('when a French visitor types a malformed email, then the problem is said in French', async () => {
      await activateLocale('fr');
      const { user } = renderModal();
      await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
      await user.type(screen.getByLabelText('Mot de passe'), 'pw');
      await user.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Saisissez une adresse e-mail valide.');
    });

    it('when a lockout is running, then it says how many seconds are left', async () => {
      localStorage.setItem(
        STORAGE_KEYS.loginRateLimit,
        JSON.stringify({ failCount: 1, nextAllowedTs: Date.now() + 29_500 }),
      );
      const { user } = renderModal();
      await user.type(screen.getByLabelText('Email'), 'jane@example.com');
      await user.type(screen.getByLabelText('Password'), 'whatever-123');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('alert')).toHaveTextContent(/^Too many attempts\. Try again in (29|30)s\.$/);
    });

    it('when Forgot password is used without an email, then it asks for one', async () => {
      const { user } = renderModal();
      await user.click(screen.getByRole('button', { name: 'Forgot password' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter your email to reset password.');
    });
  });

  describe('sign up', () => {
    async function submitSignup(username: string, email: string, password: string) {
      const rendered = renderModal({ initialEntries: [{ pathname: paths.auth, state: { forceSignup: true } }] });
      const { user } = rendered;
      if (username) await user.type(screen.getByLabelText('Username'), username);
      if (email) await user.type(screen.getByLabelText('Email'), email);
      if (password) await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      return rendered;
    }

    it.each([
      ['', 'Username is required.'],
      ['ab', 'Username must be at least 3 characters.'],
      ['a'.repeat(21), 'Username must be 20 characters or fewer.'],
      ['1abc', 'Username must start with a letter.'],
      ['ab-c', 'Use letters, numbers, and underscores only.'],
    ])('when the username is %j, then it says %j', async (username, message) => {
      await submitSignup(username, 'jane@example.com', 'Str0ng-Passw0rd!');
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });

    it('when the email is missing, then it says so', async () => {
      await submitSignup('jane_doe', '', 'Str0ng-Passw0rd!');
      expect(screen.getByRole('alert')).toHaveTextContent('Email is required.');
    });

    it('when the password is weak, then it says so with the suggestions', async () => {
      await submitSignup('jane_doe', 'jane@example.com', 'abcdefghij');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Password is too weak. Add an uppercase letter. Add a number. Add a symbol.',
      );
    });

    it('when a password is typed, then the strength hint lists what is missing', async () => {
      const { user } = renderModal({ initialEntries: [{ pathname: paths.auth, state: { forceSignup: true } }] });
      await user.type(screen.getByLabelText('Password'), 'abc');
      expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('value', '1');
      expect(screen.getByText('Use at least 10 characters')).toBeInTheDocument();
      expect(screen.getByText('Add a symbol')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), 'Abcdefgh1!');
      expect(screen.getByText('Strength: Strong')).toBeInTheDocument();
      expect(screen.queryByText('Add a symbol')).not.toBeInTheDocument();
    });

    it('when an invalid username is typed, then the hint shows the rule at once', async () => {
      const { user } = renderModal({ initialEntries: [{ pathname: paths.auth, state: { forceSignup: true } }] });
      await user.type(screen.getByLabelText('Username'), '9lives');
      expect(screen.getByText('Username must start with a letter.')).toBeInTheDocument();
    });
  });
});
