import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SignUpForm } from './SignUpForm';

const flow = vi.hoisted(() => ({ signUp: vi.fn() }));
vi.mock('./signUpFlow', () => ({ signUpWithUsername: flow.signUp }));

// The dialog owns the consent box's state (Google uses it too); this stands in for it.
function FormWithConsent({ checkUsername }: { checkUsername: (name: string) => Promise<boolean> }) {
  const [consent, setConsent] = useState(false);
  return (
    <SignUpForm
      busy={false}
      setBusy={() => undefined}
      onSuccess={() => undefined}
      consent={consent}
      onConsentChange={setConsent}
      checkUsername={checkUsername}
    />
  );
}

function renderForm(checkUsername: (name: string) => Promise<boolean>) {
  return renderWithProviders(<FormWithConsent checkUsername={checkUsername} />);
}

function firebaseError(code: string) {
  return Object.assign(new Error(code), { code });
}

afterEach(() => {
  vi.restoreAllMocks();
  flow.signUp.mockReset();
});

const CONSENT = /I agree to the Terms and the Privacy Policy, and to StarSession storing my favourites and preferences/;

describe('consent', () => {
  async function fillValidForm(user: ReturnType<typeof renderForm>['user']) {
    await user.type(screen.getByLabelText('Username'), 'new_person');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-42!');
  }

  it('when the box is not ticked, then Create account says why and creates nothing', async () => {
    const { user } = renderForm(() => Promise.resolve(false));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To create an account, tick the box to agree to the Terms and the Privacy Policy.',
    );
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAttribute('aria-invalid', 'true');
    expect(flow.signUp).not.toHaveBeenCalled();
  });

  it('when the box is ticked, then the account is created', async () => {
    flow.signUp.mockResolvedValue({ ok: true, notice: null });
    const { user } = renderForm(() => Promise.resolve(false));
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(flow.signUp).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the Terms and the Privacy Policy open in a new tab, so the form is kept', () => {
    renderForm(() => Promise.resolve(false));
    for (const name of ['Terms', 'Privacy Policy']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('username availability hint', () => {
  it('when a free name is typed, then after the debounce it checks the lowercased name once and says available', async () => {
    const check = vi.fn(() => Promise.resolve(false));
    const { user } = renderForm(check);
    await user.type(screen.getByLabelText('Username'), 'Jane_Doe');
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    expect(await screen.findByText('Username is available')).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('jane_doe');
  });

  it('when a taken name is typed and submitted, then it says taken and asks for a different one', async () => {
    const { user } = renderForm(() => Promise.resolve(true));
    await user.type(screen.getByLabelText('Username'), 'taken_name');
    expect(await screen.findByText('Username is taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a different username.');
  });

  it('when a reserved name is typed, then it says taken without a lookup and refuses it on submit', async () => {
    const check = vi.fn(() => Promise.resolve(false));
    const { user } = renderForm(check);
    await user.type(screen.getByLabelText('Username'), 'Support');
    expect(await screen.findByText('Username is taken')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a different username.');
  });

  it.each([
    ['permission-denied', 'Will verify after sign in'],
    ['unavailable', 'Network issue — will verify on submit'],
    ['internal', 'Will verify on submit'],
  ])('when the lookup fails with %s, then it says %j', async (code, hint) => {
    const { user } = renderForm(() => Promise.reject(firebaseError(code)));
    await user.type(screen.getByLabelText('Username'), 'someone');
    expect(await screen.findByText(hint)).toBeInTheDocument();
  });

  it('when the browser is offline, then it waits without checking', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const check = vi.fn(() => Promise.resolve(false));
    const { user } = renderForm(check);
    await user.type(screen.getByLabelText('Username'), 'someone');
    expect(screen.getByText('Offline — will check when back online')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });
});
