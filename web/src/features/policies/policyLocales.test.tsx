import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { activateLocale } from '../../lib/i18n/i18n';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContentRemovalPage } from './ContentRemovalPage';
import { TermsPage } from './PolicyPage';
import { TOKEN_PATTERN, type PolicyText } from './policyText';
import { PRIVACY_TEXT } from './privacyText';
import { REMOVAL_TEXT } from './removalText';
import { TERMS_TEXT } from './termsText';

afterEach(() => vi.unstubAllGlobals());

const OPERATOR = {
  ok: true,
  name: 'Example Ops Ltd',
  email: 'legal@ops.example',
  postalAddress: '1 Road, Town',
  jurisdiction: 'Exampleland',
  youthProtectionOfficer: 'Erika Muster, 2 Lane, Town, yp@ops.example',
};

describe('policy pages in other languages', () => {
  it('when a French visitor opens the terms, then the French text shows, with the operator and youth-protection officer filled in', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    await act(() => activateLocale('fr'));
    renderWithProviders(<TermsPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' });
    expect(title).not.toHaveAttribute('lang');
    expect(document.title).toBe('Conditions générales d’utilisation · StarSession');
    expect(await screen.findByText(/StarSession est exploité par Example Ops Ltd, 1 Road, Town/)).toBeInTheDocument();
    expect(screen.getByText(/Notre responsable de la protection des mineurs .* est Erika Muster/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Réservé aux adultes' })).toBeInTheDocument();
    // The page's own words come from the catalog; one note only: no fallback to English here.
    expect(screen.getByRole('note')).toHaveTextContent('Modèle');
    const links = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(within(links).getByRole('link', { name: 'Conditions' })).toBeInTheDocument();
    expect(screen.queryByText(/Terms of Service|StarSession is run by/)).not.toBeInTheDocument();
  });

  it('when the visitor switches language on the terms, then the text follows: English, then German', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByText(/Our youth-protection officer .* is Erika Muster/)).toBeInTheDocument();
    await act(() => activateLocale('de'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Jugendschutzbeauftragter nach § 7 Jugendmedienschutz-Staatsvertrag (JMStV): Erika Muster, 2 Lane, Town, yp@ops.example.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms of Service' })).not.toBeInTheDocument();
  });

  it('when a German visitor sends the removal form without an address, then the labels and the error are German; a switch of language translates the error and keeps what was typed', async () => {
    stubApi({ [`GET ${API_PATHS.siteOperator}`]: { body: OPERATOR } });
    await act(() => activateLocale('de'));
    const { user } = renderWithProviders(<ContentRemovalPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inhalte entfernen lassen' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Entfernungsantrag' });
    await user.type(within(form).getByLabelText('Details (optional)'), 'Zeigt mich.');
    expect(within(form).getByLabelText('E-Mail-Adresse für eine Antwort (optional)')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Antrag senden' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Bitte die Adresse des Inhalts eingeben, beginnend mit https://',
    );
    await act(() => activateLocale('fr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Retrait de contenu' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez l’adresse de l’élément');
    expect(screen.getByLabelText('Détails (facultatif)')).toHaveValue('Zeigt mich.');
  });
});

// Every translation module, as the page loads them (one per text and locale).
const TRANSLATED = import.meta.glob<PolicyText>(['./*Text.*.ts', '!./*.test.ts'], { import: 'default', eager: true });
const ENGLISH: Record<string, PolicyText> = { terms: TERMS_TEXT, privacy: PRIVACY_TEXT, removal: REMOVAL_TEXT };

function tokensAndNotes(paragraph: string): { tokens: string[]; notes: number } {
  return { tokens: paragraph.match(TOKEN_PATTERN) ?? [], notes: paragraph.match(/\[\[[^\]]*\]\]/g)?.length ?? 0 };
}

describe('the translated texts', () => {
  it('when a text is translated, then each of fr, de, es and it has one, and every paragraph keeps the operator tokens and operator notes of the English one', () => {
    for (const [kind, english] of Object.entries(ENGLISH)) {
      for (const locale of ['fr', 'de', 'es', 'it']) {
        const translation = TRANSLATED[`./${kind}Text.${locale}.ts`];
        expect(translation, `${kind} in ${locale}`).toBeDefined();
        english.sections.forEach((section, s) => {
          section.paragraphs.forEach((paragraph, p) => {
            const translated = translation?.sections[s]?.paragraphs[p] ?? '';
            expect(tokensAndNotes(translated), `${kind}.${locale} §${s + 1} ¶${p + 1}`).toEqual(
              tokensAndNotes(paragraph),
            );
            expect(translated).not.toBe(paragraph);
          });
        });
      }
    }
  });
});
