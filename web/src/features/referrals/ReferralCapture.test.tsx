import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInState } from '../../testing/renderWithProviders';
import { REFERRER_NAME_KEY, REFERRER_UID_KEY } from './referralStorage';
import { ReferralCapture } from './ReferralCapture';

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
    await waitFor(() => expect(store.getState().settings.referrer).toEqual({ uid: 'Ref_Uid-123', name: 'sam_smith' }));
    expect(localStorage.getItem(REFERRER_UID_KEY)).toBe('Ref_Uid-123');
    expect(localStorage.getItem(REFERRER_NAME_KEY)).toBe('sam_smith');
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request && new URL(request.url).search).toBe('?uid=Ref_Uid-123');
  });

  it('when the ref is not a valid uid, then nothing is stored or fetched', () => {
    const fetchMock = stubReferralInfo('x');
    const { store } = renderWithProviders(<ReferralCapture />, { initialEntries: ['/dashboard?ref=bad%20uid!'] });
    expect(store.getState().settings.referrer).toBeUndefined();
    expect(localStorage.getItem(REFERRER_UID_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server does not know the uid, then nothing is stored', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ ok: false, error: 'This referral link is not valid.' }, { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithProviders(<ReferralCapture />, { initialEntries: ['/dashboard?ref=nobody123'] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(store.getState().api.queries['getReferralInfo("nobody123")']?.status).toBe('rejected'));
    expect(store.getState().settings.referrer).toBeUndefined();
    expect(localStorage.getItem(REFERRER_UID_KEY)).toBeNull();
  });

  it('when a signed-in user opens their own link, then it is not stored', () => {
    const fetchMock = stubReferralInfo('me');
    const { store } = renderWithProviders(<ReferralCapture />, {
      initialEntries: ['/dashboard?ref=u1'],
      preloadedState: signedInState({ uid: 'u1' }),
    });
    expect(store.getState().settings.referrer).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a referrer was stored earlier, then it is loaded into the store without a link', async () => {
    localStorage.setItem(REFERRER_UID_KEY, 'earlier1');
    localStorage.setItem(REFERRER_NAME_KEY, 'Earlier Name');
    const { store } = renderWithProviders(<ReferralCapture />, { initialEntries: ['/dashboard'] });
    await waitFor(() => expect(store.getState().settings.referrer).toEqual({ uid: 'earlier1', name: 'Earlier Name' }));
  });
});
