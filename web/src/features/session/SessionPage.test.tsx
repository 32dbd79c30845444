import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { SessionPage } from './SessionPage';
import type { SessionConfig } from '../../settings/sessionSlice';

const config: SessionConfig = {
  starId: 'aria-vale',
  lengthMin: 5,
  screens: 1,
  enableAI: false,
  enableBar: true,
  mediaIntervalSec: 3,
  ignoreVideoDuration: false,
  bpm: 100,
};

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(entry: { pathname: string; state?: unknown }, sessionConfig: SessionConfig | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/session/:starId" element={<SessionPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { initialEntries: [entry], preloadedState: { ...signedInState(), session: { config: sessionConfig } } },
  );
}

describe('SessionPage entry guard', () => {
  it('when opened without coming from the dashboard, then it goes to /dashboard', () => {
    renderAt({ pathname: '/session/aria-vale' }, config);
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('when there is no configured session (a reload), then it goes to /dashboard even with fromDashboard', () => {
    renderAt({ pathname: '/session/aria-vale', state: { fromDashboard: true } }, null);
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('when the configured session is for another star, then it goes to /dashboard', () => {
    renderAt({ pathname: '/session/nova-sterling', state: { fromDashboard: true } }, config);
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('when configured and coming from the dashboard, then it stays and starts the session', () => {
    renderAt({ pathname: '/session/aria-vale', state: { fromDashboard: true } }, config);
    expect(screen.queryByText('at /dashboard')).not.toBeInTheDocument();
    expect(screen.getByText('Starting session…')).toBeInTheDocument();
  });
});
