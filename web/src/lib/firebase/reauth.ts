// Re-confirming who is signed in before an irreversible step (account deletion needs a recent sign-in).
import { getAuthInstance } from './app';

const authSdk = () => import('firebase/auth');

/**
 * Confirms the signed-in user's identity again (their password, or Google for a Google account), so the server sees a
 * recent sign-in (account deletion). Returns a fresh ID token.
 */
export async function reauthenticate(password: string | null): Promise<string> {
  const [auth, sdk] = await Promise.all([getAuthInstance(), authSdk()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  if (password !== null && user.email) {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
  } else {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
  }
  return user.getIdToken(true);
}

/** Whether the signed-in account signs in with a password (else with Google only). */
export async function hasPasswordSignIn(): Promise<boolean> {
  const auth = await getAuthInstance();
  return auth.currentUser?.providerData.some((provider) => provider.providerId === 'password') ?? false;
}
