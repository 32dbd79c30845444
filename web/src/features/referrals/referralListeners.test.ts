import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../testing/store';
import { stubFetch } from '../../testing/stubFetch';
import { authStateChanged, emailVerified, type AuthUser } from '../../identity/authSlice';
import { loadReferrer, saveReferrer } from './referralStorage';
import { startReferralListeners } from './referralListeners';
import { referrerCleared, referrerShown, referrerStored } from './referralSlice';

const USER: AuthUser = { uid: 'me1', email: 'me@example.com', displayName: null, emailVerified: false, admin: false };
const REFERRER = { uid: 'ref1', name: 'sam' };

let stop: (() => void) | undefined;
let store: AppStore;
let refreshToken: ReturnType<typeof vi.fn<() => Promise<string | null>>>;

function answers(...replies: (() => Response)[]) {
  let i = 0;
  return stubFetch({
    'POST /api/referrals/claim': () => {
      const reply = replies[Math.min(i, replies.length - 1)];
      i += 1;
      if (!reply) throw new Error('no reply');
      return reply();
    },
  });
}
const claims = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([r]) => r instanceof Request && r.url.endsWith('/api/referrals/claim')).length;

beforeEach(() => {
  refreshToken = vi.fn(() => Promise.resolve('fresh-token'));
  stop = startReferralListeners({ refreshToken, retryDelaysMs: [0, 0, 0] });
  store = makeStore();
  saveReferrer(REFERRER);
  store.dispatch(referrerStored(REFERRER));
  store.dispatch(referrerShown(REFERRER.uid)); // the banner named them
});

afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('referral claim', () => {
  it('when the banner naming the referrer has not been shown, then nothing is claimed until it is', async () => {
    const fetchMock = answers(() => Response.json({ ok: true }));
    store.dispatch(referrerCleared());
    store.dispatch(authStateChanged({ ...USER, emailVerified: true }));
    store.dispatch(referrerStored(REFERRER));
    expect(claims(fetchMock)).toBe(0);
    store.dispatch(referrerShown(REFERRER.uid));
    await vi.waitFor(() => expect(store.getState().referral.referrer).toBeUndefined());
    expect(claims(fetchMock)).toBe(1);
  });

  it('when the verification check succeeds after a "verify first" answer, then it claims again with a fresh token and clears the referrer', async () => {
    const fetchMock = answers(
      () => Response.json({ ok: false, error: 'Please verify your email first.' }, { status: 403 }),
      () => Response.json({ ok: true }),
    );
    store.dispatch(authStateChanged(USER));
    expect(claims(fetchMock)).toBe(0); // unverified: nothing is sent
    store.dispatch(emailVerified());
    await vi.waitFor(() => expect(store.getState().referral.referrer).toBeUndefined());
    expect(claims(fetchMock)).toBe(2);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    expect(loadReferrer()).toBeNull();
  });

  it('when the network fails every time, then the referrer is kept for the next sign-in', async () => {
    const fetchMock = answers(() => {
      throw new TypeError('Failed to fetch');
    });
    store.dispatch(authStateChanged({ ...USER, emailVerified: true }));
    await vi.waitFor(() => expect(claims(fetchMock)).toBe(4));
    await vi.waitFor(() => expect(refreshToken).toHaveBeenCalledTimes(4));
    expect(store.getState().referral.referrer).toEqual(REFERRER);
    expect(loadReferrer()).toEqual(REFERRER);
  });

  it('when the server refuses for good, then the referrer is cleared after one answer', async () => {
    const fetchMock = answers(() =>
      Response.json({ ok: false, error: 'You have already been referred by someone else.' }, { status: 409 }),
    );
    store.dispatch(authStateChanged({ ...USER, emailVerified: true }));
    await vi.waitFor(() => expect(store.getState().referral.referrer).toBeUndefined());
    expect(claims(fetchMock)).toBe(1);
  });

  it('when a verified user is signed in before the referrer is stored, then storing it claims', async () => {
    const fetchMock = answers(() => Response.json({ ok: true }));
    store.dispatch(referrerCleared());
    store.dispatch(authStateChanged({ ...USER, emailVerified: true }));
    store.dispatch(referrerStored(REFERRER));
    store.dispatch(referrerShown(REFERRER.uid));
    await vi.waitFor(() => expect(store.getState().referral.referrer).toBeUndefined());
    expect(claims(fetchMock)).toBe(1);
  });

  it('when the stored referrer is the user themselves, then it is dropped without a call', async () => {
    const fetchMock = answers(() => Response.json({ ok: true }));
    store.dispatch(referrerStored({ uid: USER.uid, name: null }));
    store.dispatch(referrerShown(USER.uid));
    store.dispatch(authStateChanged({ ...USER, emailVerified: true }));
    await vi.waitFor(() => expect(store.getState().referral.referrer).toBeUndefined());
    expect(claims(fetchMock)).toBe(0);
  });

  it('when the token cannot be refreshed, then no claim goes out with the old one', async () => {
    refreshToken.mockResolvedValue(null);
    const fetchMock = answers(() => Response.json({ ok: true }));
    store.dispatch(authStateChanged({ ...USER, emailVerified: true }));
    await vi.waitFor(() => expect(refreshToken).toHaveBeenCalledTimes(4));
    expect(claims(fetchMock)).toBe(0);
    expect(store.getState().referral.referrer).toEqual(REFERRER);
  });
});
