import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeStore } from '../../testing/store';
import { DashboardPage } from './DashboardPage';
import { DASHBOARD_TEXT } from './dashboardText';

afterEach(() => vi.unstubAllGlobals());

function renderDashboard() {
  // Never answered: the cards keep their loading state.
  stubApi({ [`GET ${API_PATHS.starThumbnails}`]: () => new Promise(() => undefined) });
  return renderWithProviders(<DashboardPage />, {
    store: makeStore({ auth: { status: 'signedOut', user: null } }),
    initialEntries: ['/dashboard'],
  });
}

describe('DashboardPage in other languages', () => {
  it('when English is active, then it shows the words the build-time shell writes', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DASHBOARD_TEXT.heading);
    expect(screen.getByRole('note')).toHaveTextContent(DASHBOARD_TEXT.spamFolder);
  });

  it('when French is chosen, then the heading, the spam-folder note, the sections and the cards are French', async () => {
    await act(() => activateLocale('fr'));
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Choisissez votre star' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Si l’e-mail de confirmation n’est pas dans votre boîte de réception, consultez vos spams.',
    );
    const free = within(screen.getByRole('region', { name: 'Gratuites' })).getAllByRole('link');
    expect(free).toHaveLength(4);
    expect(free[0]).toHaveTextContent('Chargement…');
    const premium = within(screen.getByRole('region', { name: 'Premium' })).getAllByRole('link');
    expect(premium[0]).toHaveTextContent('Personnage prêt');
    // Persona names stay as they are.
    expect(screen.getByRole('link', { name: /Aria Vale/ })).toBeInTheDocument();
  });

  it('when German is chosen, then the dashboard is German', async () => {
    await act(() => activateLocale('de'));
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Wähle deinen Star' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Gerade registriert?');
    expect(screen.getByRole('region', { name: 'Kostenlos' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Premium' })).getAllByText('Persona bereit')).toHaveLength(21);
  });
});
