import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSessionConfig } from '@shared/validation/sessionConfig';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SessionDefaultsCard } from './SessionDefaultsCard';
import { parseSessionDefaults, settingsFromDefaults } from './sessionDefaults';

const valid = { defaultScreens: 2, defaultLength: 30, enableAI: false, enableBar: true };

describe('parseSessionDefaults', () => {
  it('accepts the spec shape and caps a free user at 10 minutes', () => {
    expect(parseSessionDefaults(valid, { premium: true })).toEqual(valid);
    expect(parseSessionDefaults(valid, { premium: false })).toEqual({ ...valid, defaultLength: 10 });
  });

  it('rejects anything else', () => {
    for (const bad of [
      null,
      'x',
      [],
      { ...valid, defaultScreens: 4 },
      { ...valid, defaultLength: 7 },
      { ...valid, enableAI: 'yes' },
    ]) {
      expect(parseSessionDefaults(bad, { premium: true })).toBeNull();
    }
  });
});

describe('settingsFromDefaults', () => {
  it('starts the setup page from the defaults, keeping the interval options', () => {
    const base = defaultSessionConfig();
    expect(
      settingsFromDefaults({ defaultScreens: 1, defaultLength: 20, enableAI: false, enableBar: false }, base, false),
    ).toEqual({
      ...base,
      screens: 1,
      lengthMin: 10,
      enableAI: false,
      enableBar: false,
    });
  });
});

describe('SessionDefaultsCard', () => {
  it('when signed out, then it says to sign in and saving says it again', async () => {
    const { user } = renderWithProviders(<SessionDefaultsCard uid={null} premium={false} />, {
      preloadedState: { auth: { status: 'signedOut', user: null } },
    });
    expect(screen.getByRole('heading', { name: 'Session defaults' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to update settings.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 screens' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /30 min/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in to update settings.');
  });
});
