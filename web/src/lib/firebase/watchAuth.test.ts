import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK boundary: which handles were asked for, and the SDK's own user listener.
const sdk = vi.hoisted(() => ({
  stored: false,
  probeFails: false,
  requested: false,
  listeners: [] as (() => void)[],
  idTokenListener: null as ((user: unknown) => void) | null,
}));

vi.mock('./app', () => ({
  mayHaveStoredUser: () => (sdk.probeFails ? Promise.reject(new Error('init.json 503')) : Promise.resolve(sdk.stored)),
  isAuthRequested: () => sdk.requested,
  onAuthRequested: (listener: () => void) => {
    if (sdk.requested) listener();
    else sdk.listeners.push(listener);
    return () => undefined;
  },
  getAuthInstance: () => {
    if (!sdk.requested) {
      sdk.requested = true;
      for (const listener of sdk.listeners.splice(0)) listener();
    }
    return Promise.resolve({ currentUser: null, authStateReady: () => Promise.resolve() });
  },
}));

vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    sdk.idTokenListener = listener;
    return () => undefined;
  },
}));

const { getIdToken, prepareAuth, watchAuth } = await import('./auth');
const { announceSignIn, onSignInElsewhere } = await import('./signInBroadcast');

const aUser = {
  uid: 'u1',
  email: 'a@demo.test',
  displayName: null,
  emailVerified: true,
  metadata: { creationTime: undefined },
  getIdTokenResult: () => Promise.resolve({ claims: {} }),
};

beforeEach(() => {
  Object.assign(sdk, { stored: false, probeFails: false, requested: false, listeners: [], idTokenListener: null });
});

describe('watchAuth', () => {
  it('reports a browser with no stored user signed out without asking for the SDK, and no API token', async () => {
    const seen: unknown[] = [];
    watchAuth((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(sdk.requested).toBe(false);
    expect(await getIdToken()).toBeNull();
    expect(sdk.requested).toBe(false);
  });

  it('starts following the SDK once something asks for it, and reports the user who signs in', async () => {
    const seen: unknown[] = [];
    watchAuth((user) => seen.push(user && (user as { uid: string }).uid));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    prepareAuth(); // the sign-in dialog opened
    await vi.waitFor(() => expect(sdk.idTokenListener).not.toBeNull());
    sdk.idTokenListener?.(aUser);
    await vi.waitFor(() => expect(seen).toEqual([null, 'u1']));
  });

  it('loads the SDK at once when a user is stored, as before, and reports nobody until it answers', async () => {
    sdk.stored = true;
    const seen: unknown[] = [];
    watchAuth((user) => seen.push(user && (user as { uid: string }).uid));
    await vi.waitFor(() => expect(sdk.idTokenListener).not.toBeNull());
    expect(seen).toEqual([]);
    sdk.idTokenListener?.(aUser);
    await vi.waitFor(() => expect(seen).toEqual(['u1']));
  });

  it('after a failed probe reports the error, and still follows a later sign-in', async () => {
    sdk.probeFails = true;
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    watchAuth(
      (user) => seen.push(user && (user as { uid: string }).uid),
      (e) => errors.push(e),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    prepareAuth();
    await vi.waitFor(() => expect(sdk.idTokenListener).not.toBeNull());
    sdk.idTokenListener?.(aUser);
    await vi.waitFor(() => expect(seen).toEqual(['u1']));
  });
});

describe('sign-ins in other tabs', () => {
  it('when another tab announces a sign-in, then a signed-out tab that never loaded the SDK looks again and follows it', async () => {
    const seen: unknown[] = [];
    watchAuth((user) => seen.push(user && (user as { uid: string }).uid));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    sdk.stored = true; // the other tab's sign-in is stored now
    announceSignIn();
    await vi.waitFor(() => expect(sdk.idTokenListener).not.toBeNull());
    sdk.idTokenListener?.(aUser);
    await vi.waitFor(() => expect(seen).toEqual([null, 'u1']));
  });

  it('when the SDK reports a user, then the other tabs hear of it once, not on every token refresh', async () => {
    sdk.stored = true;
    const heard = vi.fn();
    const stopHearing = onSignInElsewhere(heard);
    watchAuth(() => undefined);
    await vi.waitFor(() => expect(sdk.idTokenListener).not.toBeNull());
    sdk.idTokenListener?.(aUser);
    sdk.idTokenListener?.(aUser);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    // A later sign-in (after a sign-out) is news again.
    sdk.idTokenListener?.(null);
    sdk.idTokenListener?.(aUser);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    stopHearing();
  });
});
