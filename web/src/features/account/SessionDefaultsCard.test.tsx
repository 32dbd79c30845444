import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SessionDefaultsCard } from './SessionDefaultsCard';

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
