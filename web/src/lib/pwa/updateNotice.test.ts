import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { UPDATE_NOTICE_TEXT, showUpdateNotice } from './updateNotice';

describe('the update notice', () => {
  afterEach(() => document.body.replaceChildren());

  it('when a new version waits, then the page says so and Reload switches to it, once', async () => {
    const reload = vi.fn();
    showUpdateNotice(reload);
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_NOTICE_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });

  it('when Later is chosen, then the notice goes and nothing reloads', async () => {
    const reload = vi.fn();
    showUpdateNotice(reload);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when the visitor reads French, then the notice and its buttons are French', async () => {
    await activateLocale('fr');
    showUpdateNotice(vi.fn());
    expect(screen.getByRole('status')).toHaveTextContent('Une nouvelle version est disponible');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeInTheDocument();
  });
});
