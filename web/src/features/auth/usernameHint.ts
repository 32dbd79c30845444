// The sign-up username hint (docs/product-rules.md#accounts-and-validation): states and their visible text.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type UsernameHintState =
  'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'offline' | 'afterSignIn' | 'network' | 'onSubmit';

export const USERNAME_HINTS: Record<Exclude<UsernameHintState, 'idle' | 'invalid'>, MessageDescriptor> = {
  checking: msg`Checking…`,
  available: msg`Username is available`,
  taken: msg`Username is taken`,
  offline: msg`Offline — will check when back online`,
  afterSignIn: msg`Will verify after sign in`,
  network: msg`Network issue — will verify on submit`,
  onSubmit: msg`Will verify on submit`,
};

export const USERNAME_SUBMIT_MESSAGES = {
  chooseDifferent: msg`Choose a different username.`,
  alreadyTaken: msg`Username is already taken.`,
  justTaken: msg`Username was just taken. Please choose another in your profile settings.`,
} as const satisfies Record<string, MessageDescriptor>;

/** Which hint a failed availability read deserves, from the Firestore error code. */
export function hintForLookupError(code: string | null, online: boolean): UsernameHintState {
  if (!online) return 'offline';
  if (code === 'permission-denied' || code === 'unauthenticated') return 'afterSignIn';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'network';
  return 'onSubmit';
}
