import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { readAgeConfirmedAt } from './ageConfirmation';
import { AgeGate } from './AgeGate';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderGate(onConfirmed = vi.fn(), entry = '/profile') {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/profile" element={<AgeGate onConfirmed={onConfirmed} />} />
          <Route path="/dashboard" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  return onConfirmed;
}

describe('AgeGate', () => {
  it('when shown, then it has the 18+ heading and both choices', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: 'Adults Only (18+)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I confirm I am 18+' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('when confirmed, then a ms timestamp is stored and the visitor lands on /dashboard', async () => {
    const before = Date.now();
    const onConfirmed = renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'I confirm I am 18+' }));
    const stored = readAgeConfirmedAt();
    expect(stored).not.toBeNull();
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(STORAGE_KEYS.ageConfirmedAt.endsWith('ageConfirmedAt')).toBe(true);
    expect(onConfirmed).toHaveBeenCalledOnce();
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('when a referral link is confirmed, then /dashboard keeps its query', async () => {
    renderGate(vi.fn(), '/profile?ref=Abc_123');
    await userEvent.click(screen.getByRole('button', { name: 'I confirm I am 18+' }));
    expect(screen.getByText('at /dashboard?ref=Abc_123')).toBeInTheDocument();
  });

  it('when Leave is chosen, then only the leave message remains', async () => {
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('You chose to leave. Close this tab or navigate away at any time.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(readAgeConfirmedAt()).toBeNull();
  });

  it('when the visitor reads Spanish, then the gate is Spanish and offers the language switcher', async () => {
    await act(() => activateLocale('es'));
    renderGate();
    expect(screen.getByRole('heading', { name: 'Solo para adultos (+18)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmo que tengo 18 años o más' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Aviso legal' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('when storage holds garbage, then it does not count as a confirmation', () => {
    localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, 'yes');
    expect(readAgeConfirmedAt()).toBeNull();
  });
});
