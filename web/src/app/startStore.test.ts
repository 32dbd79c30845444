import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/stubFetch';
import type { AppStore } from './store';

// What the app's first render finds in the store. A store change while React's yielding first render is under
// way makes React redo that render in one go (one long task): so the changes a first view always brings (RTK
// Query's registration, a visitor with no stored session shown signed out) land before it starts.

const HOSTING_CONFIG = { projectId: 'demo-starsession', apiKey: 'demo-key', authDomain: 'localhost' };

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the store before the first render', () => {
  it('when the store is made, then RTK Query has already registered its middleware', async () => {
    const { makeStore } = await import('./store');
    expect(makeStore().getState().api.config.middlewareRegistered).toBe(true);
  });

  it('when a visitor has no stored session, then startStore settles with them signed out', async () => {
    // A config that takes a moment, as on a phone's network.
    stubFetch({
      'GET /__/firebase/init.json': () =>
        new Promise((resolve) => setTimeout(() => resolve(Response.json(HOSTING_CONFIG)), 50)),
    });
    const { startStore } = await import('./startStore');
    const store = await startStore();
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null });
  });

  it("when Hosting's config does not answer, then the first render goes ahead after a second, still loading", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const { startStore } = await import('./startStore');
    const started: { store?: AppStore } = {};
    void startStore().then((store) => (started.store = store));
    await vi.advanceTimersByTimeAsync(900);
    expect(started.store).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(started.store?.getState().auth.status).toBe('loading');
  });
});
