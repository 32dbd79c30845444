import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/storageKeys';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Footer } from './Footer';

describe('the language switcher', () => {
  it('when a visitor picks Deutsch in the footer, then the footer is German at once, the page says lang="de", and the choice is remembered', async () => {
    const { user } = renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    await user.selectOptions(select, 'Deutsch');
    expect(await screen.findByRole('link', { name: 'AGB' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('de');
  });
});
