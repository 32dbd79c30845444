import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { makeStore } from '../../testing/store';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { BlocklistPage } from './BlocklistPage';

afterEach(() => localStorage.clear());

describe('BlocklistPage (/hidden)', () => {
  it('when signed out, then it edits this device’s copy, offers sign-in, and sets the flag the first view reads', async () => {
    const { user } = renderWithProviders(<BlocklistPage />, {
      preloadedState: { auth: { status: 'signedOut', user: null } },
    });
    expect(screen.getByRole('heading', { name: 'Hidden items' })).toBeInTheDocument();
    expect(screen.getByText(/Kept on this device only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(localStorage.getItem(STORAGE_KEYS.blocklistActive)).toBeNull();

    const communities = screen.getByRole('group', { name: /Communities/ });
    await user.type(within(communities).getByRole('textbox'), 'NeonRoom{Enter}');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.blocklist) ?? 'null')).toMatchObject({
      communities: ['neonroom'],
    });
    expect(localStorage.getItem(STORAGE_KEYS.blocklistActive)).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Remove r/neonroom' }));
    expect(localStorage.getItem(STORAGE_KEYS.blocklistActive)).toBeNull();
  });

  it('when signed in, then it shows the account’s list and points to the profile', async () => {
    const store = makeStore(signedInState());
    await seedUserDoc(store, {
      blocklist: { words: 'sunset', communities: '', creators: '', mediaTypes: [] },
    });
    renderWithProviders(<BlocklistPage />, { store });
    expect(screen.getByText(/Kept with your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('list', { name: 'Words and tags' })).toHaveTextContent('sunset');
    expect(localStorage.getItem(STORAGE_KEYS.blocklistActive)).toBe('1');
  });
});
