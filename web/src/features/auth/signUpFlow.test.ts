import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpWithUsername } from './signUpFlow';

// The identity SDK calls are outside jsdom (the sign-up journey runs them against the emulators); here only the
// flow's handling of the consent record is under test.
vi.mock('../../lib/firebase/auth', () => ({ signUp: vi.fn(() => Promise.resolve({ uid: 'u1' })) }));
vi.mock('../../lib/firebase/signupCounter', () => ({
  recordSignup: vi.fn(() => Promise.resolve()),
  SignupLimitError: class extends Error {},
}));
vi.mock('../../lib/firebase/users', () => ({
  isUsernameTaken: vi.fn(() => Promise.resolve(false)),
  ensureUserDoc: vi.fn(() => Promise.resolve()),
  claimUsername: vi.fn(() => Promise.resolve()),
  UsernameTakenError: class extends Error {},
}));

afterEach(() => vi.clearAllMocks());

describe('signUpWithUsername: the consent record', () => {
  it('when recording consent fails once, then it is tried again and the sign-up goes on', async () => {
    const recordConsent = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const outcome = await signUpWithUsername('newname', 'new@example.com', 'long-password-1', recordConsent);
    expect(recordConsent).toHaveBeenCalledTimes(2);
    expect(outcome).toEqual({ ok: true, notice: null });
  });

  it('when it fails twice, then the account still completes (the consent banner asks next) and no third try is made', async () => {
    const recordConsent = vi.fn().mockRejectedValue(new Error('offline'));
    const outcome = await signUpWithUsername('newname', 'new@example.com', 'long-password-1', recordConsent);
    expect(recordConsent).toHaveBeenCalledTimes(2);
    expect(outcome).toEqual({ ok: true, notice: null });
  });
});
