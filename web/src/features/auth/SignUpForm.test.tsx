import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SignUpForm } from './SignUpForm';

function renderForm(checkUsername: (name: string) => Promise<boolean>) {
  return renderWithProviders(
    <SignUpForm busy={false} setBusy={() => undefined} onSuccess={() => undefined} checkUsername={checkUsername} />,
  );
}

function firebaseError(code: string) {
  return Object.assign(new Error(code), { code });
}

afterEach(() => {
  vi.restoreAllMocks();
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
