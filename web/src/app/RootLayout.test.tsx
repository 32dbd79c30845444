import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { STORAGE_KEYS } from '../config/storageKeys';
import { renderWithProviders } from '../testing/renderWithProviders';
import { RootLayout } from './RootLayout';

// Whether main.ts started the app without the age status is module state: each test sets its own.
const ageStatus = vi.hoisted(() => ({ startedWithout: false, reload: vi.fn() }));
vi.mock('../features/ageAssurance/ageStatus', () => ({
  appStartedWithoutAgeStatus: () => ageStatus.startedWithout,
  reloadForAgeStatus: ageStatus.reload,
}));

function renderLayoutAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.terms} element={<h1>Terms of Service</h1>} />
        <Route path={paths.blocklist} element={<h1>Hidden items</h1>} />
        <Route path={paths.favorites} element={<h1>Favourites</h1>} />
      </Route>
    </Routes>,
    { initialEntries: [path], preloadedState: { auth: { status: 'signedOut', user: null } } },
  );
}

afterEach(() => {
  localStorage.clear();
  ageStatus.startedWithout = false;
  ageStatus.reload.mockReset();
});

describe('RootLayout after a start on a policy page (no age status asked)', () => {
  it.each([
    ['a new visitor', null],
    ['a visitor with an old confirmation (e.g. from before their proof expired)', '1700000000000'],
  ])(
    'when %s follows the footer to another route, then it loads afresh for the status, with neither the click gate nor the screen',
    async (_who, confirmedAt) => {
      if (confirmedAt) localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, confirmedAt);
      ageStatus.startedWithout = true;
      renderLayoutAt(paths.terms);
      expect(screen.getByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
      expect(ageStatus.reload).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('link', { name: 'Hidden items' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
      expect(ageStatus.reload).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('heading', { name: 'Hidden items' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Adults Only (18+)' })).toBeNull();
    },
  );

  it('when the app was started after the age status (any other first view), then routes render as before', async () => {
    localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, String(Date.now()));
    renderLayoutAt(paths.terms);
    fireEvent.click(screen.getByRole('link', { name: 'Hidden items' }));
    expect(await screen.findByRole('heading', { name: 'Hidden items' })).toBeInTheDocument();
    expect(ageStatus.reload).not.toHaveBeenCalled();
  });
});
