// The sign-up username hint (docs/product-rules.md#accounts-and-validation): states and their visible text.
export type UsernameHintState =
  'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'offline' | 'afterSignIn' | 'network' | 'onSubmit';

export const USERNAME_HINTS: Record<Exclude<UsernameHintState, 'idle' | 'invalid'>, string> = {
  checking: 'Checking…',
  available: 'Username is available',
  taken: 'Username is taken',
  offline: 'Offline — will check when back online',
  afterSignIn: 'Will verify after sign in',
  network: 'Network issue — will verify on submit',
  onSubmit: 'Will verify on submit',
};

export const USERNAME_SUBMIT_MESSAGES = {
  chooseDifferent: 'Choose a different username.',
  alreadyTaken: 'Username is already taken.',
  justTaken: 'Username was just taken. Please choose another in your profile settings.',
} as const;

/** Which hint a failed availability read deserves, from the Firestore error code. */
export function hintForLookupError(code: string | null, online: boolean): UsernameHintState {
  if (!online) return 'offline';
  if (code === 'permission-denied' || code === 'unauthenticated') return 'afterSignIn';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'network';
  return 'onSubmit';
}
