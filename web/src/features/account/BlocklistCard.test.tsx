import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { BlocklistCard } from './BlocklistCard';

const signedOut = { auth: { status: 'signedOut' as const, user: null } };

afterEach(() => localStorage.clear());

describe('BlocklistCard on this device (signed out)', () => {
  it('when words, a community and a media type are added, then they are kept on this device in normal form', async () => {
    const { user } = renderWithProviders(<BlocklistCard />, { preloadedState: signedOut });
    expect(screen.getByText(/Kept on this device only/)).toBeInTheDocument();
    const words = screen.getByRole('group', { name: /Words and tags/ });
    await user.type(within(words).getByRole('textbox'), 'Neon  WAVES!{Enter}');
    expect(within(words).getByRole('list', { name: 'Words and tags' })).toHaveTextContent('neon waves');
    const communities = screen.getByRole('group', { name: /Communities/ });
    await user.type(within(communities).getByRole('textbox'), 'r/Palette_Club');
    await user.click(within(communities).getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('switch', { name: 'Hide gifs' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.blocklist) ?? 'null')).toEqual({
      words: ['neon waves'],
      communities: ['palette_club'],
      creators: [],
      mediaTypes: ['gif'],
    });
    await user.click(screen.getByRole('button', { name: 'Remove r/palette_club' }));
    expect(screen.queryByRole('list', { name: 'Communities' })).not.toBeInTheDocument();
  });

  it('when an entry has nothing usable, then it says what is wrong and stores nothing', async () => {
    const { user } = renderWithProviders(<BlocklistCard />, { preloadedState: signedOut });
    const creators = screen.getByRole('group', { name: /Creators/ });
    await user.type(within(creators).getByRole('textbox'), 'two words{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter one name: letters, digits');
    expect(localStorage.getItem(STORAGE_KEYS.blocklist)).toBeNull();
  });
});
