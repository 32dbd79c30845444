import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n/i18n';
import { renderWithProviders, signedInState } from '../testing/renderWithProviders';
import { Header } from './Header';

describe('the header in other languages', () => {
  it('when the visitor reads French, then the header speaks French, and a switch to German on the open page changes it at once', async () => {
    await act(() => activateLocale('fr'));
    renderWithProviders(<Header />, { preloadedState: { auth: { status: 'signedOut', user: null } } });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(nav).toHaveTextContent('Favoris');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Installer l’app' })).toBeInTheDocument();
    // The brand and the product name stay.
    expect(screen.getByRole('link', { name: 'StarSession' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premium' })).toBeInTheDocument();

    await act(() => activateLocale('de'));
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveTextContent('Favoriten');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('when a signed-in visitor reads Spanish, then the account link is named Perfil', async () => {
    await act(() => activateLocale('es'));
    renderWithProviders(<Header />, { preloadedState: signedInState({ admin: true }) });
    expect(screen.getByRole('link', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Favoritos' })).toBeInTheDocument();
  });
});
