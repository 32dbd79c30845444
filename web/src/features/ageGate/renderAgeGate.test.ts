import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { activateLocale } from '../../lib/i18n/i18n';
import { readAgeConfirmedAt } from './ageConfirmation';
import { renderAgeGate } from './renderAgeGate';

function mount(): HTMLElement {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('the plain-DOM age gate', () => {
  it('when shown in English, then it has the 18+ heading, both choices, the policy links and the language switcher', () => {
    renderAgeGate(mount(), '/dashboard', vi.fn());
    expect(screen.getByRole('heading', { name: 'Adults Only (18+)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I confirm I am 18+' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Content removal', '/content-removal'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  });

  it('when confirmed, then the timestamp is stored, the URL replaced and the app started', async () => {
    const onConfirmed = vi.fn();
    renderAgeGate(mount(), '/dashboard?ref=abc', onConfirmed);
    await userEvent.click(screen.getByRole('button', { name: 'I confirm I am 18+' }));
    expect(readAgeConfirmedAt()).not.toBeNull();
    expect(location.pathname + location.search).toBe('/dashboard?ref=abc');
    expect(onConfirmed).toHaveBeenCalledOnce();
  });

  it('when the visitor reads French, then the gate, its choices and its links are in French', async () => {
    await activateLocale('fr');
    renderAgeGate(mount(), '/dashboard', vi.fn());
    expect(screen.getByRole('heading', { name: 'Réservé aux adultes (18+)' })).toBeInTheDocument();
    expect(screen.getByText(/En continuant, vous confirmez avoir au moins 18 ans/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Je confirme avoir 18 ans ou plus' })).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Mentions légales' });
    expect(within(legal).getByRole('link', { name: 'Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous avez choisi de quitter le site.');
  });

  it('when the visitor picks Deutsch, then the gate is German in place, the select keeps focus, and the choice is remembered', async () => {
    await activateLocale('fr');
    renderAgeGate(mount(), '/dashboard', vi.fn());
    const select = screen.getByRole('combobox', { name: 'Langue' });
    await userEvent.selectOptions(select, 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Nur für Erwachsene (18+)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ich bestätige, dass ich mindestens 18 bin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AGB' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBe(select);
    expect(select).toHaveValue('de');
    expect(select).toHaveFocus();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('de');
  });
});
