import { msg } from '@lingui/core/macro';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HideScreen } from '../components/HideScreen';
import { activateLocale } from '../lib/i18n/i18n';
import { setDiscreet } from '../lib/discretion/disguise';
import { renderWithProviders } from '../testing/renderWithProviders';
import { usePageTitle } from './usePageTitle';

/** A page titled with the header's own "Favourites" message (the same id, so its catalog entry). */
const FAVOURITES = msg`Favourites`;

function TitledPage() {
  usePageTitle(FAVOURITES);
  return null;
}

describe('the tab title in other languages', () => {
  beforeEach(() => {
    document.title = 'StarSession';
  });
  afterEach(() => setDiscreet(false));

  it('when a page names itself and the visitor switches language on the open page, then the tab follows', async () => {
    const { unmount } = renderWithProviders(<TitledPage />);
    expect(document.title).toBe('Favourites · StarSession');
    await act(() => activateLocale('de'));
    expect(document.title).toBe('Favoriten · StarSession');
    await act(() => activateLocale('it'));
    expect(document.title).toBe('Preferiti · StarSession');
    unmount();
    expect(document.title).toBe('StarSession');
  });

  it('when Discreet mode is on, then the tab shows the neutral title in the visitor’s language, never the page’s', async () => {
    await act(() => activateLocale('de'));
    renderWithProviders(<TitledPage />);
    act(() => setDiscreet(true));
    expect(document.title).toBe('Notizen');
    await act(() => activateLocale('es'));
    expect(document.title).toBe('Notas');
    act(() => setDiscreet(false));
    expect(document.title).toBe('Favoritos · StarSession');
  });

  it('when the Hide screen shows in German, then it is a plain German note page', async () => {
    await act(() => activateLocale('de'));
    renderWithProviders(<HideScreen onBack={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Notizen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Neue Notiz' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });
});
