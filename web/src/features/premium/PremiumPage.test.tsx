import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { makeStore, type RootState } from '../../testing/store';
import { stubApi, type StubRoute } from '../../testing/apiStub';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { seedUserDoc } from '../../testing/userDocFixture';
import { clearFreePremiumDoneCookie, hasFreePremiumDoneCookie, setFreePremiumDoneCookie } from './freePremiumCookie';
import { PremiumPage } from './PremiumPage';

let opened: unknown[][] = [];
beforeEach(() => {
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearFreePremiumDoneCookie();
});

interface Options {
  plan?: 'signedOut' | 'free' | 'premium';
  verified?: boolean;
  referralCount?: number;
  routes?: Record<string, StubRoute>;
}

async function renderPremium({ plan = 'free', verified = true, referralCount = 0, routes = {} }: Options = {}) {
  const api = stubApi(routes);
  const auth: Partial<RootState> =
    plan === 'signedOut' ? { auth: { status: 'signedOut', user: null } } : signedInState({ emailVerified: verified });
  const store = makeStore(auth);
  if (plan !== 'signedOut') await seedUserDoc(store, { premium: plan === 'premium', referralCount });
  const view = renderWithProviders(
    <Routes>
      <Route path="/premium" element={<PremiumPage />} />
      <Route path="/premium-complete" element={<p>completion page</p>} />
    </Routes>,
    { store, initialEntries: ['/premium'] },
  );
  return { ...view, api };
}

describe('PremiumPage', () => {
  it('when a free verified user opens it, then all four unlock paths are offered', async () => {
    await renderPremium({ referralCount: 2 });
    for (const name of ['Complete one task', 'Buy Premium', 'Redeem a code', 'Refer 5 friends']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('2 of 5 signups')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Referral progress' })).toHaveAttribute('value', '2');
  });

  it('when the email is not verified, then the task and purchase confirmation are disabled and say why', async () => {
    await renderPremium({ verified: false });
    expect(screen.getByRole('button', { name: 'Start the task' })).toBeDisabled();
    expect(screen.getByText('Verify your email to unlock Premium with a task.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
    expect(screen.getByText('Verify your email to confirm your purchase.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Premium' })).toBeEnabled();
  });

  it('when signed out, then it asks to sign in', async () => {
    await renderPremium({ plan: 'signedOut' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Start the task' })).not.toBeInTheDocument();
  });

  it('when the user is premium, then no unlock path is offered', async () => {
    await renderPremium({ plan: 'premium' });
    expect(screen.getByText(/You are Premium/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Redeem a code' })).not.toBeInTheDocument();
  });

  it('when a non-premium user holds the done cookie, then they are sent to /premium-complete', async () => {
    setFreePremiumDoneCookie();
    await renderPremium();
    expect(screen.getByText('completion page')).toBeInTheDocument();
  });

  it('when a premium user holds the done cookie, then they stay', async () => {
    setFreePremiumDoneCookie();
    await renderPremium({ plan: 'premium' });
    expect(screen.queryByText('completion page')).not.toBeInTheDocument();
  });
});

describe('Complete one task', () => {
  it('when started, then the task opens without opener and finishing sets the one-year cookie', async () => {
    const { user } = await renderPremium({
      routes: {
        [`POST ${API_PATHS.contentLockerClick}`]: { body: { ok: true, url: 'https://offers.example/t?sub=abc' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Start the task' }));
    expect(await screen.findByText(/The task opened in a new tab/)).toBeInTheDocument();
    expect(opened[0]).toEqual(['https://offers.example/t?sub=abc', '_blank', 'noopener,noreferrer']);
    expect(screen.getByRole('link', { name: 'Open the task' })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'I have completed the task' }));
    expect(hasFreePremiumDoneCookie()).toBe(true);
    expect(screen.getByText('completion page')).toBeInTheDocument();
  });

  it('when the server hands out a javascript: link, then nothing opens and an error shows', async () => {
    const { user } = await renderPremium({
      routes: { [`POST ${API_PATHS.contentLockerClick}`]: { body: { ok: true, url: 'javascript:alert(1)' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Start the task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the task. Please try again.');
    expect(opened).toHaveLength(0);
  });
});

describe('Buy Premium', () => {
  it('when Buy Premium is pressed, then the processor link opens in a new tab', async () => {
    const { user } = await renderPremium({
      routes: {
        [`GET ${API_PATHS.purchaseLink}`]: { body: { ok: true, url: 'https://secure.verotel.com/startorder?x=1' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Buy Premium' }));
    expect(await screen.findByText(/Checkout opened in a new tab/)).toBeInTheDocument();
    expect(opened[0]?.[0]).toBe('https://secure.verotel.com/startorder?x=1');
  });

  it('when no purchase is found yet, then the server message shows', async () => {
    const error = 'No purchase found yet. If you just paid, wait a few seconds and try again.';
    const { user } = await renderPremium({
      routes: { [`POST ${API_PATHS.claim}`]: { status: 404, body: { ok: false, error } } },
    });
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });

  it('when confirming fails without a message, then "Failed to confirm purchase" shows', async () => {
    const { user } = await renderPremium({ routes: { [`POST ${API_PATHS.claim}`]: { status: 500, body: {} } } });
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to confirm purchase');
  });

  it('when the purchase is confirmed, then it says so', async () => {
    const { user } = await renderPremium({ routes: { [`POST ${API_PATHS.claim}`]: { body: { ok: true } } } });
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Purchase confirmed');
  });
});

describe('Redeem a code', () => {
  it('when the code is empty, then it asks for one and sends nothing', async () => {
    const { user, api } = await renderPremium();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a code.');
    expect(api.calls.some((c) => c.path === API_PATHS.redeem)).toBe(false);
  });

  it('when the field is filled, then it is capped at 100 characters', async () => {
    await renderPremium();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('maxlength', '100');
  });

  it('when the code is invalid, then "Invalid or expired code" shows', async () => {
    const { user, api } = await renderPremium({
      routes: { [`POST ${API_PATHS.redeem}`]: { status: 400, body: { ok: false, error: 'Invalid or expired code' } } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), ' NOPE ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(api.calls.find((c) => c.path === API_PATHS.redeem)?.body).toEqual({ code: 'NOPE' });
  });

  it('when redeeming fails without a message, then "Failed to redeem" shows', async () => {
    const { user } = await renderPremium({ routes: { [`POST ${API_PATHS.redeem}`]: 'network-error' } });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'DEMO-CODE-0001');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to redeem');
  });

  it('when the code is accepted, then it says so', async () => {
    const { user } = await renderPremium({ routes: { [`POST ${API_PATHS.redeem}`]: { body: { ok: true } } } });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'DEMO-CODE-0001');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code redeemed');
  });
});
