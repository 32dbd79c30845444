import { screen, within } from '@testing-library/react';
import { affiliateMeResponseSchema } from '@shared/api/schemas/affiliates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDoc } from '../../lib/firebase/users';
import { makeStore } from '../../testing/store';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { stubFetch } from '../../testing/stubFetch';
import { ProfilePage } from './ProfilePage';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { userDocApi } from '../../identity/userDocApi';

const DOC: UserDoc = {
  uid: 'u1',
  displayName: 'Jane Doe',
  premium: false,
  username: 'jane_doe',
  personalization: null,
  referralCount: 2,
  createdAtMs: Date.UTC(2026, 0, 15, 12),
  settings: null,
  keepHistory: false,
  blocklist: null,
  consentPolicyVersion: null,
};

function renderProfile(doc: UserDoc | null) {
  const store = makeStore(signedInState());
  // The live document comes from Firestore in the app; here it is placed in the cache directly.
  if (doc) void store.dispatch(userDocApi.util.upsertQueryData('getUserDoc', 'u1', doc));
  return renderWithProviders(<ProfilePage />, { initialEntries: ['/profile'], store });
}

function stat(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('when signed out, then it says so and links to sign in', () => {
    renderWithProviders(<ProfilePage />, { preloadedState: { auth: { status: 'signedOut', user: null } } });
    expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
  });

  it('when the user document is still loading, then Premium Status says Loading', () => {
    stubFetch({});
    renderProfile(null);
    expect(stat('Premium Status')).toBe('Loading');
  });

  it('when a free user opens it, then it shows who they are, the actions, the stats and the redeem card', async () => {
    localStorage.setItem(STORAGE_KEYS.timeSpentMs, String(185_000));
    stubFetch({
      'GET /api/affiliates/me': () =>
        Response.json({ ok: true, enabled: false, ratePct: 10, balanceCents: 0, refParam: null }),
    });
    renderProfile(DOC);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Member since /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Try a Session' })).toHaveAttribute('href', '/config/aria-vale');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(stat('Premium Status')).toBe('Free');
    expect(stat('Time spent')).toBe('3m 05s');
    expect(screen.getByRole('heading', { name: 'Redeem a code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personalization' })).not.toBeInTheDocument();
    const referrals = screen.getByRole('region', { name: 'Referrals' });
    expect(within(referrals).getByText('2 / 5')).toBeInTheDocument();
    expect(within(referrals).getByLabelText('Referral link')).toHaveValue(`${location.origin}/?ref=u1`);
    expect(await screen.findByText(/Not enabled for your account/)).toBeInTheDocument();
  });

  it('when the user is an affiliate, then the card shows the link and the balance in dollars', async () => {
    // The server's shape: refParam is the bare uid (the shared schema refuses anything else).
    const me = affiliateMeResponseSchema.parse({
      ok: true,
      enabled: true,
      ratePct: 15,
      balanceCents: 1234,
      refParam: 'aff_42',
    });
    stubFetch({ 'GET /api/affiliates/me': () => Response.json(me) });
    renderProfile(DOC);
    const card = screen.getByRole('region', { name: 'Affiliates' });
    expect(await within(card).findByText('$12.34')).toBeInTheDocument();
    expect(within(card).getByText('15%')).toBeInTheDocument();
    expect(within(card).getByLabelText('Affiliate link')).toHaveValue(`${location.origin}/?ref=aff_42`);
  });

  it('when the server sends a refParam in another shape, then the card shows an error and no broken link', async () => {
    stubFetch({
      'GET /api/affiliates/me': () =>
        Response.json({ ok: true, enabled: true, ratePct: 10, balanceCents: 0, refParam: 'ref=aff_42' }),
    });
    renderProfile(DOC);
    const card = screen.getByRole('region', { name: 'Affiliates' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to load affiliate info.');
    expect(within(card).queryByLabelText('Affiliate link')).not.toBeInTheDocument();
  });

  it('when a premium user edits the personalization, then the chars-left counter follows and the redeem card is hidden', async () => {
    stubFetch({});
    const { user } = renderProfile({ ...DOC, premium: true, personalization: 'likes slow' });
    expect(await screen.findByText('Premium', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Redeem a code' })).not.toBeInTheDocument();
    const box = screen.getByLabelText(/Tell the instruction feed/);
    expect(box).toHaveValue('likes slow');
    expect(screen.getByText('590 chars left')).toBeInTheDocument();
    await user.type(box, ' and calm');
    expect(screen.getByText('581 chars left')).toBeInTheDocument();
  });

  describe('redeem code', () => {
    async function redeem(code: string) {
      const rendered = renderProfile(DOC);
      await rendered.user.type(await screen.findByLabelText('Code'), code);
      await rendered.user.click(screen.getByRole('button', { name: 'Redeem' }));
      return rendered;
    }

    it('when the server accepts the code, then it says Premium is active', async () => {
      const fetchMock = stubFetch({ 'POST /api/redeem': () => Response.json({ ok: true }) });
      await redeem('DEMO-CODE-0001');
      expect(await screen.findByRole('status')).toHaveTextContent('Code redeemed');
      const call = fetchMock.mock.calls.find(([r]) => r instanceof Request && r.url.endsWith('/api/redeem'));
      expect(await (call?.[0] as Request).json()).toEqual({ code: 'DEMO-CODE-0001' });
    });

    it('when the server rejects the code, then its message is shown', async () => {
      stubFetch({
        'POST /api/redeem': () => Response.json({ ok: false, error: 'Invalid or expired code.' }, { status: 400 }),
      });
      await redeem('NOPE');
      expect(await within(screen.getByRole('region', { name: 'Redeem a code' })).findByRole('alert')).toHaveTextContent(
        'Invalid or expired code.',
      );
    });

    it('when the server fails without a message, then it says Failed to redeem', async () => {
      stubFetch({ 'POST /api/redeem': () => new Response('boom', { status: 500 }) });
      await redeem('DEMO-CODE-0002');
      expect(await within(screen.getByRole('region', { name: 'Redeem a code' })).findByRole('alert')).toHaveTextContent(
        /^Failed to redeem$/,
      );
    });

    it('when the code is empty, then it asks for one without calling the server', async () => {
      const fetchMock = stubFetch({});
      const { user } = renderProfile(DOC);
      await user.click(await screen.findByRole('button', { name: 'Redeem' }));
      expect(within(screen.getByRole('region', { name: 'Redeem a code' })).getByRole('alert')).toHaveTextContent(
        /^Enter a code\.$/,
      );
      expect(fetchMock.mock.calls.some(([r]) => r instanceof Request && r.url.endsWith('/api/redeem'))).toBe(false);
    });
  });
});
