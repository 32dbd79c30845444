import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { makeStore } from '../../testing/store';
import { seedUserDoc } from '../../testing/userDocFixture';
import { ConfigPage } from './ConfigPage';

afterEach(() => vi.unstubAllGlobals());

async function renderConfig(starId: string, premium: boolean) {
  stubApi();
  const store = makeStore(signedInState());
  await seedUserDoc(store, { premium });
  return renderWithProviders(
    <Routes>
      <Route path="/config/:starId" element={<ConfigPage />} />
    </Routes>,
    { store, initialEntries: [`/config/${starId}`] },
  );
}

describe('ConfigPage in other languages', () => {
  it('when French is chosen, then the setup form is French, the star keeps its name', async () => {
    await act(() => activateLocale('fr'));
    const { user } = await renderConfig('aria-vale', true);
    expect(await screen.findByRole('button', { name: 'Lancer la session' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aria Vale' })).toBeInTheDocument();
    expect(screen.getByText('Configurez votre session.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Durée de la session' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Instructions IA' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ignorer la durée des vidéos' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Intervalle des médias' });
    expect(slider).toHaveAttribute('aria-valuetext', '6 secondes');
    expect(await screen.findByRole('heading', { name: 'Ajoutez les vôtres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir des fichiers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/dashboard');
    const box = screen.getByRole('textbox', { name: 'Personnalisation' });
    await user.click(box);
    await user.paste('A');
    // Testing Library compares text with its white space collapsed: the no-break space reads as a space.
    expect(screen.getByText('599 caractères restants')).toBeInTheDocument();
  });

  it('when German is chosen and a free user opens a premium star, then the Premium-only notice is German', async () => {
    await act(() => activateLocale('de'));
    await renderConfig('sable-quinn', false);
    expect(
      await screen.findByRole('heading', { name: 'Dieser Star ist nur mit Premium verfügbar' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Schalte Sable Quinn und alle anderen Premium-Stars mit Premium frei.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Premium holen' })).toHaveAttribute('href', '/premium');
  });

  it('when German is chosen, then the setup form is German', async () => {
    await act(() => activateLocale('de'));
    await renderConfig('aria-vale', false);
    expect(await screen.findByRole('button', { name: 'Session starten' })).toBeInTheDocument();
    expect(screen.getByText('Richte deine Session ein.')).toBeInTheDocument();
    expect(screen.getAllByText('Premium erforderlich').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Optionen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Fap-Hero-Leiste' })).toBeInTheDocument();
  });
});
