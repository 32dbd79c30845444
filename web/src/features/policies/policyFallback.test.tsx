import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PrivacyPage, TermsPage } from './PolicyPage';
import type * as PolicyTranslations from './policyTranslations';

// A locale without its module (Italian here), and one whose module fails to load (Spanish terms).
vi.mock('./policyTranslations', async (importOriginal) => {
  const { TRANSLATIONS } = await importOriginal<typeof PolicyTranslations>();
  const kept = Object.entries(TRANSLATIONS).filter(([path]) => !path.includes('.it.'));
  return {
    TRANSLATIONS: {
      ...Object.fromEntries(kept),
      './termsText.es.ts': () => Promise.reject(new Error('chunk failed')),
    },
  };
});

afterEach(() => vi.unstubAllGlobals());

const OPERATOR = {
  ok: true,
  name: 'Example Ops Ltd',
  email: 'legal@ops.example',
  postalAddress: '1 Road, Town',
  jurisdiction: 'Exampleland',
  youthProtectionOfficer: 'Erika Muster',
};

describe('policy pages without a translation', () => {
  it('when a language has no module for the terms, then the English text shows, marked English, under a note in that language', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    await act(() => activateLocale('it'));
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('Questo testo non è ancora disponibile in italiano; si applica la versione inglese.'),
    ).toHaveAttribute('role', 'note');
    expect(await screen.findByText(/StarSession is run by Example Ops Ltd/)).toBeInTheDocument();
    // The rest of the page is Italian.
    expect(screen.getByRole('link', { name: 'Termini' })).toBeInTheDocument();
  });

  it('when a language’s module fails to load, then the English text shows with a note saying so; another text of that language still loads', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    await act(() => activateLocale('es'));
    const page = renderWithProviders(<TermsPage />);
    expect(
      await screen.findByText(
        'No se ha podido cargar el texto en español, así que se muestra la versión en inglés. Recarga la página para volver a intentarlo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveAttribute('lang', 'en');
    page.unmount();
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.queryByText(/versión en inglés/)).not.toBeInTheDocument();
  });
});
