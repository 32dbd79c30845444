import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ConfirmEndDialog, KeyboardHelpDialog, VerifyOverlay } from './SessionDialogs';

describe('KeyboardHelpDialog', () => {
  it('lists every shortcut (favourite only for premium) and takes focus', () => {
    renderWithProviders(<KeyboardHelpDialog premium onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const key of ['Space', 'S or →', 'M', 'F', 'Shift + F', 'Esc', '?']) expect(dialog).toHaveTextContent(key);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('hides the favourite shortcut for free users', () => {
    renderWithProviders(<KeyboardHelpDialog premium={false} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Favourite');
  });

  it('closes on Esc and keeps Tab inside', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <>
        <button type="button">Outside</button>
        <KeyboardHelpDialog premium onClose={onClose} />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ConfirmEndDialog', () => {
  it('focuses Keep going, wraps Tab between its two buttons and cancels on Esc', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <>
        <button type="button">Outside</button>
        <ConfirmEndDialog onEnd={vi.fn()} onCancel={onCancel} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'End session' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('session dialogs in French', () => {
  it('when the page is in French, then the shortcuts, the End confirmation and the verify notice are French', async () => {
    await act(() => activateLocale('fr'));
    renderWithProviders(<KeyboardHelpDialog premium onClose={vi.fn()} />);
    const help = screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    for (const text of ['Espace', 'S ou →', 'Maj + F', 'Esc', 'Mettre en pause ou reprendre la session']) {
      expect(help).toHaveTextContent(text);
    }
    expect(help).toHaveTextContent('Ajouter aux favoris le média du panneau actif');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('when asked to end in French, then it asks with a no-break space before the question mark', async () => {
    await act(() => activateLocale('fr'));
    renderWithProviders(<ConfirmEndDialog onEnd={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Terminer cette session\u202f?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Terminer la session' })).toBeInTheDocument();
  });

  it('when an unverified viewer starts in German, then the verify notice speaks German (du)', async () => {
    await act(() => activateLocale('de'));
    renderWithProviders(<VerifyOverlay onDismiss={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Bestätige deine E-Mail-Adresse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ohne KI weitermachen' })).toBeInTheDocument();
  });
});
