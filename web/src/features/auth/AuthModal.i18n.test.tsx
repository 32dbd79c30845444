import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AuthModal } from './AuthModal';

function renderModal(forceSignup = false) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.auth} element={<AuthModal />} />
    </Routes>,
    {
      initialEntries: [{ pathname: paths.auth, state: { forceSignup } }],
      preloadedState: { auth: { status: 'signedOut', user: null } },
    },
  );
}

describe('the sign-in dialog in other languages', () => {
  it('when French is chosen, then sign in is French and a missing password is said in French', async () => {
    await act(() => activateLocale('fr'));
    const { user } = renderModal();
    expect(screen.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer avec Google' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez votre mot de passe.');
  });

  it('when French is chosen, then sign up is French: fields, consent, strength and the consent error', async () => {
    await act(() => activateLocale('fr'));
    const { user } = renderModal(true);
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByText('De 3 à 20 lettres, chiffres ou tirets bas (_).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'new_person');
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Correct-Horse-42!');
    expect(screen.getByRole('meter', { name: 'Robustesse du mot de passe' })).toBeInTheDocument();
    // Testing Library compares text with its white space collapsed: the no-break space reads as a space.
    expect(screen.getByText('Robustesse : Excellente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pour créer un compte, cochez la case pour accepter les Conditions et la Politique de confidentialité.',
    );
    expect(screen.getByRole('checkbox', { name: /^J’accepte les Conditions/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('when German is chosen, then sign up is German and Google without consent is refused in German', async () => {
    await act(() => activateLocale('de'));
    const { user } = renderModal(true);
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/terms');
    expect(screen.getByLabelText('Benutzername')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter mit Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Um ein Konto zu erstellen, setze das Häkchen und stimme damit den AGB und der Datenschutzerklärung zu.',
    );
    await user.click(screen.getByRole('tab', { name: 'Anmelden' }));
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail'), 'jane@example.com');
    const signIn = screen.getByRole('form', { name: 'Anmelden' });
    await user.click(within(signIn).getByRole('button', { name: 'Weiter' }));
    expect(within(signIn).getByRole('alert')).toHaveTextContent('Gib dein Passwort ein.');
  });
});
