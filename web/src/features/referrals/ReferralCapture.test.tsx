import { act, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { REFERRAL_FIRST_TOUCH_MS } from '@shared/constants';
import { saveReferrer } from './referralStorage';
import { ReferralCapture } from './ReferralCapture';
import { makeStore } from '../../testing/store';
import { authStateChanged } from '../../identity/authSlice';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function stubReferralInfo(name: string | null) {
  const fetchMock = vi.fn((input: Request) =>
    Promise.resolve(
      new URL(input.url).pathname === '/api/referrals/info'
        ? Response.json({ ok: true, name })
        : Response.json({ ok: false, error: 'unexpected' }, { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SIGNED_OUT = { auth: { status: 'signedOut' as const, user: null } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReferralCapture', () => {
  it('when a ?ref=<uid> link is opened on any route, then the uid and the referrer name are stored', async () => {
    const fetchMock = stubReferralInfo('sam_smith');
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/config/aria-vale?ref=Ref_Uid-123'],
      preloadedState: { auth: { status: 'signedOut', user: null } },
    });
    await waitFor(() => expect(store.getState().referral.referrer).toEqual({ uid: 'Ref_Uid-123', name: 'sam_smith' }));
    expect(localStorage.getItem(STORAGE_KEYS.referrerUid)).toBe('Ref_Uid-123');
    expect(localStorage.getItem(STORAGE_KEYS.referrerName)).toBe('sam_smith');
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request && new URL(request.url).search).toBe('?uid=Ref_Uid-123');
  });

  it('when the ref is not a valid uid, then nothing is stored or fetched', () => {
    const fetchMock = stubReferralInfo('x');
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=bad%20uid!'],
      preloadedState: SIGNED_OUT,
    });
    expect(store.getState().referral.referrer).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.referrerUid)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server does not know the uid, then nothing is stored', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ ok: false, error: 'This referral link is not valid.' }, { status: 404 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=nobody123'],
      preloadedState: SIGNED_OUT,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(store.getState().api.queries['getReferralInfo("nobody123")']?.status).toBe('rejected'));
    expect(store.getState().referral.referrer).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.referrerUid)).toBeNull();
  });

  it('when the server fails once, then the look-up is retried and the name is stored', async () => {
    let calls = 0;
    const fetchMock = vi.fn(() => {
      calls += 1;
      return Promise.resolve(
        calls === 1 ? new Response('busy', { status: 503 }) : Response.json({ ok: true, name: 'sam_smith' }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=Ref_Uid-5'],
      preloadedState: SIGNED_OUT,
    });
    await waitFor(() => expect(store.getState().referral.referrer).toEqual({ uid: 'Ref_Uid-5', name: 'sam_smith' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when a signed-in user opens their own link, then it is not stored', () => {
    const fetchMock = stubReferralInfo('me');
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=u1'],
      preloadedState: signedInState({ uid: 'u1' }),
    });
    expect(store.getState().referral.referrer).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a referrer was stored earlier, then it is loaded into the store without a link', async () => {
    localStorage.setItem(STORAGE_KEYS.referrerUid, 'earlier1');
    localStorage.setItem(STORAGE_KEYS.referrerName, 'earlier_name');
    const { store } = renderWithProviders(<ReferralCapture />, { initialEntries: ['/dashboard'] });
    await waitFor(() => expect(store.getState().referral.referrer).toEqual({ uid: 'earlier1', name: 'earlier_name' }));
  });

  it('when a stored name is free text or impersonates staff, then the banner says "A friend" instead', async () => {
    saveReferrer({ uid: 'ref8', name: 'StarSession Support' });
    renderWithProviders(<ReferralCapture />, { initialEntries: ['/dashboard'], preloadedState: signedInState() });
    expect(await screen.findByRole('note')).toHaveTextContent(/^A friend has referred you\./);
  });

  it('when a referrer is stored and a second link is opened, then the first referrer stays (first touch wins)', async () => {
    saveReferrer({ uid: 'first1', name: 'first_one' });
    const fetchMock = stubReferralInfo('Second');
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=second2'],
      preloadedState: SIGNED_OUT,
    });
    await waitFor(() => expect(store.getState().referral.referrer).toEqual({ uid: 'first1', name: 'first_one' }));
    await waitFor(() => expect(store.getState().referral.pending).toBeUndefined());
    expect(localStorage.getItem(STORAGE_KEYS.referrerUid)).toBe('first1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the stored referrer is older than the first-touch period, then a new link replaces it', async () => {
    saveReferrer({ uid: 'old1', name: 'Old' }, localStorage, Date.now() - REFERRAL_FIRST_TOUCH_MS - 1);
    stubReferralInfo('Newer');
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=new2'],
      preloadedState: SIGNED_OUT,
    });
    await waitFor(() => expect(store.getState().referral.referrer).toEqual({ uid: 'new2', name: 'Newer' }));
    expect(localStorage.getItem(STORAGE_KEYS.referrerUid)).toBe('new2');
    expect(Number(localStorage.getItem(STORAGE_KEYS.referrerSavedAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('when a signed-in user has a stored referrer, then a note names them and marks them shown', async () => {
    saveReferrer({ uid: 'ref7', name: 'sam' });
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard'],
      preloadedState: signedInState({ uid: 'u9', emailVerified: false }),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'sam has referred you. Verify your email to give them credit towards free Premium.',
    );
    expect(store.getState().referral.shown).toBe('ref7');
  });

  it('when a redirect drops the query before the server answers, then the referrer is still stored', async () => {
    stubReferralInfo('sam_smith');
    // As in the app: the capture sits in the layout, a protected route redirects to /account without the query.
    const { store } = renderWithProviders(
      <>
        <ReferralCapture />
        <Routes>
          <Route path="/profile" element={<Navigate to="/account" replace />} />
          <Route path="/account" element={<Where />} />
        </Routes>
      </>,
      { initialEntries: ['/profile?ref=Ref_Uid-9'], preloadedState: SIGNED_OUT },
    );
    expect(await screen.findByText('at /account')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().referral.referrer).toEqual({ uid: 'Ref_Uid-9', name: 'sam_smith' }));
  });

  it("when auth is still loading, then it waits to know whether the link is the user's own", async () => {
    const fetchMock = stubReferralInfo('me');
    const store = makeStore({ auth: { status: 'loading', user: null } });
    renderWithProviders(<ReferralCapture />, { initialEntries: ['/?ref=u1'], store });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(
        authStateChanged({ uid: 'u1', email: null, displayName: null, emailVerified: true, admin: false }),
      );
    });
    await waitFor(() => expect(store.getState().referral.pending).toBeUndefined());
    expect(store.getState().referral.referrer).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
