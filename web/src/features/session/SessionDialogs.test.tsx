import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ConfirmEndDialog, KeyboardHelpDialog } from './SessionDialogs';

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
