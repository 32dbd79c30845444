// Contract with the real browser build of firebase/auth: the user it persists is where storedSession looks,
// so an SDK upgrade that moves its storage fails here rather than showing signed-in visitors signed out.
import 'fake-indexeddb/auto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as AppSdk from 'firebase/app';
import type * as AuthSdk from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredAuthUser } from './storedSession';

const API_KEY = 'contract-test-key';
const UID = 'contract-user';

// Vitest resolves packages with Node's conditions, which give firebase/auth's in-memory Node build;
// the app runs the browser build (indexedDB, then web storage), so that is the one loaded here.
async function browserAuthSdk(): Promise<{ app: typeof AppSdk; auth: typeof AuthSdk }> {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@firebase/auth/package.json');
  const pkg = require(pkgPath) as { exports: { '.': { browser: { require: string } } } };
  // Node's own require (Vitest's module runner does not load the file by path), and the @firebase/app instance
  // that build registers with.
  const fromAuth = createRequire(pkgPath);
  return Promise.resolve({
    auth: require(join(dirname(pkgPath), pkg.exports['.'].browser.require)) as typeof AuthSdk,
    app: fromAuth('@firebase/app') as typeof AppSdk,
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ID token the SDK can parse (it reads exp/iat; only the server checks signatures). */
function idToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: UID, user_id: UID, iat: now, exp: now + 3600, auth_time: now, firebase: {} };
  return `${base64url({ alg: 'none' })}.${base64url(claims)}.`;
}

/** The Identity Toolkit answers the SDK needs for an anonymous sign-in, without a network. */
function identityToolkit(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const json = (body: object) => Promise.resolve(Response.json(body));
  if (url.includes('accounts:signUp')) {
    return json({ idToken: idToken(), refreshToken: 'refresh', expiresIn: '3600', localId: UID });
  }
  if (url.includes('accounts:lookup')) return json({ users: [{ localId: UID, providerUserInfo: [] }] });
  return Promise.reject(new Error(`unexpected request ${url}`));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored session and the real firebase/auth', () => {
  it('when the SDK signs a user in, then the probe finds them; after sign-out, it does not', async () => {
    vi.stubGlobal('fetch', vi.fn(identityToolkit));
    const sdk = await browserAuthSdk();
    const { initializeApp, deleteApp } = sdk.app;
    const { getAuth, signInAnonymously, signOut } = sdk.auth;
    const app = initializeApp({ apiKey: API_KEY, projectId: 'demo-contract', authDomain: 'localhost' }, 'contract');
    const auth = getAuth(app);
    expect((auth as unknown as { _popupRedirectResolver: unknown })._popupRedirectResolver).not.toBeNull();
    const stores = { indexedDB, localStorage, sessionStorage };

    expect(await hasStoredAuthUser(API_KEY, stores, app.name)).toBe(false);
    await signInAnonymously(auth);
    expect(auth.currentUser?.uid).toBe(UID);
    expect(await hasStoredAuthUser(API_KEY, stores, app.name)).toBe(true);
    // Not by the web-storage fallbacks: the browser build's first choice is IndexedDB.
    expect(await hasStoredAuthUser(API_KEY, { indexedDB }, app.name)).toBe(true);
    expect(await hasStoredAuthUser('another-key', stores, app.name)).toBe(false);

    await signOut(auth);
    expect(await hasStoredAuthUser(API_KEY, stores, app.name)).toBe(false);
    await deleteApp(app);
  });
});
