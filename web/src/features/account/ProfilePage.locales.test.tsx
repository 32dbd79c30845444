import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { userDocApi } from '../../identity/userDocApi';
import type { UserDoc } from '../../lib/firebase/users';
import { activateLocale } from '../../lib/i18n/i18n';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { makeStore } from '../../testing/store';
import { stubFetch } from '../../testing/stubFetch';
import { ProfilePage } from './ProfilePage';

// The identity SDK's re-sign-in is outside jsdom: a password account, which the dialog asks for its password.
vi.mock('../../lib/firebase/reauth', () => ({
  hasPasswordSignIn: () => Promise.resolve(true),
  reauthenticate: vi.fn(),
}));

const DOC: UserDoc = {
  uid: 'u1',
  displayName: 'Jane Doe',
  premium: false,
  username: 'jane_doe',
  personalization: null,
  referralCount: 2,
  createdAtMs: Date.UTC(2026, 0, 15, 12),
  settings: null,
  keepHistory: false,
  blocklist: null,
  consentPolicyVersion: null,
};

function renderProfile(doc: UserDoc) {
  const store = makeStore(signedInState());
  void store.dispatch(userDocApi.util.upsertQueryData('getUserDoc', 'u1', doc));
  return renderWithProviders(<ProfilePage />, { initialEntries: ['/profile'], store });
}

function stat(name: string) {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile in another language', () => {
  it('when the reader chose French, then the profile, its numbers, dates and money and the delete-account dialog are French', async () => {
    await act(() => activateLocale('fr'));
    localStorage.setItem(STORAGE_KEYS.timeSpentMs, String(185_000));
    stubFetch({
      'GET /api/affiliates/me': () =>
        Response.json({ ok: true, enabled: true, ratePct: 15, balanceCents: 1234, refParam: 'aff_42' }),
    });
    const { user } = renderProfile(DOC);
    expect(await screen.findByText('Membre depuis le 15 janvier 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(stat('Statut Premium')).toBe('Gratuit');
    expect(stat('Temps passé')).toBe('3\u00a0min 05\u00a0s');
    expect(screen.getByText('Votre nom d’utilisateur est @jane_doe.')).toBeInTheDocument();

    const referrals = screen.getByRole('region', { name: 'Parrainages' });
    expect(referrals).toHaveTextContent(
      'Parrainez 5 amis qui s’inscrivent et vérifient leur adresse e-mail pour débloquer Premium gratuitement.',
    );
    expect(within(referrals).getByRole('progressbar', { name: 'Progression des parrainages' })).toHaveAttribute(
      'aria-valuetext',
      '2 sur 5',
    );
    expect(within(referrals).getByLabelText('Lien de parrainage')).toHaveValue(`${location.origin}/?ref=u1`);

    const affiliates = screen.getByRole('region', { name: 'Affiliation' });
    // French money and percentages: a decimal comma, the sign after the number, a no-break space before it.
    expect(await within(affiliates).findByText(/^12,34\s\$US$/)).toBeInTheDocument();
    expect(within(affiliates).getByText(/^15\s%$/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Utiliser un code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Liste de blocage' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Masquer les gifs' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte\u202f?' });
    // (toHaveTextContent reads French no-break spaces as plain ones)
    expect(dialog).toHaveTextContent('Cette action est irréversible. Nous supprimons :');
    expect(dialog).toHaveTextContent('Nous conservons uniquement :');
    expect(dialog).toHaveTextContent(/jusqu’à leur expiration au bout de 30 jours\./);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Saisissez votre mot de passe.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the reader chose German, then the premium member’s profile, its counter and the delete-account dialog are German', async () => {
    await act(() => activateLocale('de'));
    localStorage.setItem(STORAGE_KEYS.timeSpentMs, String(2 * 3_600_000 + 3 * 60_000));
    stubFetch({
      'GET /api/affiliates/me': () =>
        Response.json({ ok: true, enabled: false, ratePct: 10, balanceCents: 0, refParam: null }),
    });
    const { user } = renderProfile({ ...DOC, premium: true, personalization: 'likes slow', username: null });
    expect(await screen.findByText('Mitglied seit dem 15. Januar 2026')).toBeInTheDocument();
    expect(stat('Premium-Status')).toBe('Premium');
    expect(stat('Verbrachte Zeit')).toBe('2\u00a0Std. 03\u00a0Min.');
    expect(screen.getByText('Du hast noch keinen Benutzernamen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wähle einen Benutzernamen')).toBeInTheDocument();
    expect(await screen.findByText(/^Für dein Konto nicht aktiviert\./)).toBeInTheDocument();

    const box = screen.getByLabelText('Erzähl dem Anweisungs-Feed von deinen Vorlieben');
    expect(screen.getByText('590 Zeichen übrig')).toBeInTheDocument();
    await user.type(box, ' and calm');
    expect(screen.getByText('581 Zeichen übrig')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Dein Konto löschen?' });
    expect(dialog).toHaveTextContent('Das kann nicht rückgängig gemacht werden. Wir löschen:');
    expect(dialog).toHaveTextContent(
      /unsere Server-Logs, die deine Nutzer-ID nennen, bis sie nach 30 Tagen ablaufen\./,
    );
    expect(within(dialog).getByLabelText('Passwort')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mein Konto löschen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Gib dein Passwort ein.');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
