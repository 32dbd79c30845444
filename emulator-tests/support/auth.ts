// Real ID tokens from the Auth emulator's REST API, as the web SDK would get them.
import { AUTH_EMULATOR, DEMO_PASSWORD } from './env.js';

const IDENTITY = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;

export interface SignedIn {
  uid: string;
  idToken: string;
}

async function post<T>(path: string, body: unknown, { privileged = false } = {}): Promise<T> {
  // 'Bearer owner' is the Auth emulator's admin credential (needed to set emailVerified).
  const auth: Record<string, string> = privileged ? { authorization: 'Bearer owner' } : {};
  const res = await fetch(`${IDENTITY}/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${path} failed: ${json.error?.message ?? res.status}`);
  return json;
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const r = await post<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: r.localId, idToken: r.idToken };
}

export async function idTokenFor(email: string): Promise<string> {
  return (await signIn(email)).idToken;
}

/**
 * Creates a fresh account (optionally verified, optionally with a display name, as a Google account
 * has) and signs it in. Only the identity exists: no users/{uid} document, as after a sign-up elsewhere.
 */
export async function createUser(
  email: string,
  { verified = true, displayName }: { verified?: boolean; displayName?: string } = {},
): Promise<SignedIn> {
  const r = await post<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password: DEMO_PASSWORD,
    returnSecureToken: true,
    ...(displayName === undefined ? {} : { displayName }),
  });
  if (verified) {
    await post('accounts:update', { localId: r.localId, emailVerified: true }, { privileged: true });
    return signIn(email);
  }
  return { uid: r.localId, idToken: r.idToken };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@test.example`;
}

/**
 * The same session, as if its user had last entered their password `ageMs` ago: the Auth emulator's tokens are
 * unsigned, so the auth_time claim is rewritten; the account's "tokens valid since" is moved back so the token is
 * not taken for a revoked one.
 */
export async function signedInAgo(user: SignedIn, ageMs: number): Promise<string> {
  const nowSec = Math.floor(Date.now() / 1000);
  const authTime = nowSec - Math.ceil(ageMs / 1000);
  await post('accounts:update', { localId: user.uid, validSince: String(authTime - 60) }, { privileged: true });
  const [header, payload] = user.idToken.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const stale = Buffer.from(JSON.stringify({ ...claims, auth_time: authTime })).toString('base64url');
  return `${header}.${stale}.`;
}
