import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../testing/store';
import { AD_VARIANTS } from '../../config/ads';
import { stubApi } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { AdSlot } from './AdSlot';

afterEach(() => vi.unstubAllGlobals());

async function renderSlot(
  plan: 'free' | 'premium' | 'loading',
  variant: (typeof AD_VARIANTS)[number] = 'leaderboard',
  onClose?: () => void,
) {
  stubApi();
  const store = makeStore(signedInState());
  if (plan !== 'loading') await seedUserDoc(store, { premium: plan === 'premium' });
  return renderWithProviders(<AdSlot variant={variant} onClose={onClose} />, { store });
}

describe('AdSlot', () => {
  it.each(AD_VARIANTS)(
    'when a free user sees the %s slot, then it is a labelled house ad linking to /premium',
    async (variant) => {
      await renderSlot('free', variant);
      const slot = screen.getByRole('complementary', { name: 'Advertisement' });
      expect(slot).toHaveTextContent('Go Premium — no ads');
      expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    },
  );

  it('when the user is premium, then nothing renders', async () => {
    const { container } = await renderSlot('premium');
    expect(container).toBeEmptyDOMElement();
  });

  it.each(AD_VARIANTS.filter((v) => v !== 'leaderboard'))(
    'when the plan is still loading, then the %s slot renders nothing',
    async (variant) => {
      const { container } = await renderSlot('loading', variant);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('when the plan is still loading, then the leaderboard only holds its place, hidden from everyone', async () => {
    const { container } = await renderSlot('loading');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('.ad-slot--pending')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when the slot is dismissible, then its close button has a name and calls back', async () => {
    const onClose = vi.fn();
    const { user } = await renderSlot('free', 'pop', onClose);
    await user.click(screen.getByRole('button', { name: 'Close advertisement' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
