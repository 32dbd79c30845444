import { normalizeEmail } from '@shared/validation/email';
import { normalizeUsername } from '@shared/validation/username';
import { signUp } from '../../lib/firebase/auth';
import { firebaseErrorCode } from '../../lib/firebase/errors';
import { SignupLimitError, recordSignup } from '../../lib/firebase/signupCounter';
import { UsernameTakenError, claimUsername, ensureUserDoc, isUsernameTaken } from '../../lib/firebase/users';
import { i18n } from '../../lib/i18n/i18n';
import { AUTH_MESSAGES } from './authMessages';
import { getInstallationId } from './installationId';
import { USERNAME_SUBMIT_MESSAGES } from './usernameHint';

/** Its texts are in the active language: a notice travels in the next page's location state, as a string. */
export type SignUpOutcome =
  { ok: true; notice: string | null } | { ok: false; error: string; field?: 'username' | 'email' };

/**
 * Creates the account for already-validated input (consent given): device limit, a last availability check,
 * the account itself (sends the verification email), users/{uid}, the consent record, then the username claim.
 */
export async function signUpWithUsername(
  rawUsername: string,
  rawEmail: string,
  password: string,
  recordConsent: () => Promise<unknown>,
): Promise<SignUpOutcome> {
  const username = normalizeUsername(rawUsername);
  try {
    await recordSignup(getInstallationId());
  } catch (error) {
    if (error instanceof SignupLimitError) return { ok: false, error: error.message };
    // A store that refuses signed-out counting must not block sign-up; the server keeps its own limits.
    if (firebaseErrorCode(error) !== 'permission-denied') return { ok: false, error: i18n._(AUTH_MESSAGES.generic) };
  }
  try {
    if (await isUsernameTaken(username)) {
      return { ok: false, error: i18n._(USERNAME_SUBMIT_MESSAGES.chooseDifferent), field: 'username' };
    }
  } catch {
    // Unreadable while signed out: the transactional claim below is the real check.
  }
  let uid: string;
  try {
    uid = (await signUp(normalizeEmail(rawEmail), password, username)).uid;
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === 'auth/email-already-in-use')
      return { ok: false, error: i18n._(AUTH_MESSAGES.emailInUse), field: 'email' };
    return { ok: false, error: i18n._(AUTH_MESSAGES.generic) };
  }
  try {
    await ensureUserDoc(uid, username);
    // Tried twice (a passing network error); still failing, the consent banner asks for it on the next page, as it
    // does for any account without consent to the current policy. The account itself exists by now.
    await recordConsent()
      .catch(() => recordConsent())
      .catch(() => undefined);
    await claimUsername(uid, username);
    return { ok: true, notice: null };
  } catch (error) {
    if (error instanceof UsernameTakenError) return { ok: true, notice: i18n._(USERNAME_SUBMIT_MESSAGES.justTaken) };
    return { ok: true, notice: i18n._(AUTH_MESSAGES.generic) };
  }
}
