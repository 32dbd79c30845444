import { deriveUsername } from '@shared/validation/username';
import { claimUsername, ensureUserDoc, isUsernameTaken } from '../../lib/firebase/users';

/** Creates or backfills users/{uid}, and claims a username derived from the display name when it is free. */
export async function setUpAccount(uid: string, displayName: string | null): Promise<void> {
  const { username } = await ensureUserDoc(uid, displayName);
  if (username) return;
  const derived = deriveUsername(displayName);
  if (!derived || (await isUsernameTaken(derived))) return;
  // Best effort: a lost race leaves the user without a username, settable in the profile.
  await claimUsername(uid, derived).catch(() => undefined);
}
