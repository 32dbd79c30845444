import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { makeStore, type RootState } from '../../testing/store';
import { seedUserDoc } from '../../testing/userDocFixture';
import { PremiumPage } from './PremiumPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Options {
  verified?: boolean;
  referralCount?: number;
  routes?: Record<string, StubRoute>;
}

async function renderPremium(
  plan: 'signedOut' | 'free',
  { verified = true, referralCount = 0, routes = {} }: Options = {},
) {
  stubApi(routes);
  const auth: Partial<RootState> =
    plan === 'signedOut' ? { auth: { status: 'signedOut', user: null } } : signedInState({ emailVerified: verified });
  const store = makeStore(auth);
  if (plan !== 'signedOut') await seedUserDoc(store, { premium: false, referralCount });
  return renderWithProviders(
    <Routes>
      <Route path="/premium" element={<PremiumPage />} />
    </Routes>,
    { store, initialEntries: ['/premium'] },
  );
}

describe('the Premium page in another language', () => {
  it('when a free user reads it in French, then the offer, the four ways and the referral count are French', async () => {
    await act(() => activateLocale('fr'));
    await renderPremium('free', { referralCount: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Passer à Premium' })).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Avantages Premium' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Les 25 stars',
      'Sessions de 20 et 30 minutes',
      'Sans publicité',
      'Favoris',
      'Instructions personnalisées',
    ]);
    for (const name of ['Accomplir une tâche', 'Acheter Premium', 'Utiliser un code', 'Parrainez 5 amis']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('2 inscriptions sur 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression des parrainages' })).toHaveAttribute(
      'aria-valuetext',
      '2 inscriptions sur 5',
    );
    expect(screen.getByRole('link', { name: 'Obtenir votre lien de parrainage' })).toHaveAttribute('href', '/profile');
  });

  it('when a German reader is not verified yet, then the reasons, the buttons and the messages are German', async () => {
    await act(() => activateLocale('de'));
    const { user } = await renderPremium('free', {
      verified: false,
      routes: {
        [`GET ${API_PATHS.purchaseLink}`]: () => ({ status: 500, body: 'boom' }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Premium holen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aufgabe starten' })).toBeDisabled();
    expect(
      screen.getByText('Bestätige deine E-Mail-Adresse, um Premium mit einer Aufgabe freizuschalten.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kauf bestätigen' })).toBeDisabled();
    expect(screen.getByText('0 von 5 Registrierungen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    const redeem = screen.getByRole('region', { name: 'Code einlösen' });
    expect(within(redeem).getByRole('alert')).toHaveTextContent(/^Gib einen Code ein\.$/);

    await user.click(screen.getByRole('button', { name: 'Premium kaufen' }));
    expect(
      await screen.findByText('Der Checkout konnte nicht geöffnet werden. Bitte versuche es erneut.'),
    ).toBeInTheDocument();
  });

  it('when a signed-out visitor reads it in Spanish, then it asks them in Spanish to sign in', async () => {
    await act(() => activateLocale('es'));
    await renderPremium('signedOut');
    expect(
      screen.getByText(
        'Inicia sesión o crea una cuenta gratis para desbloquear Premium: completa una tarea, cómpralo, canjea un código o invita a 5 amigos.',
      ),
    ).toBeInTheDocument();
  });
});
