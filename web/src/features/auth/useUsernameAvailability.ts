import { useEffect, useState } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS } from '@shared/constants';
import { isReservedUsername, normalizeUsername, validateUsername } from '@shared/validation/username';
import { firebaseErrorCode } from '../../lib/firebase/errors';
import { hintForLookupError, type UsernameHintState } from './usernameHint';

export type UsernameLookup = (name: string) => Promise<boolean>;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

interface Availability {
  state: UsernameHintState;
  /** The validation message when state is 'invalid'. */
  error: string | null;
}

/** Debounced (400 ms) availability of a typed username; re-checks when the browser comes back online. */
export function useUsernameAvailability(raw: string, isTaken: UsernameLookup): Availability {
  const online = useOnline();
  const error = raw.trim() === '' ? null : validateUsername(raw);
  const normalized = error === null && raw.trim() !== '' ? normalizeUsername(raw) : null;
  // A reserved name can never be claimed (the rules refuse it): no lookup, it reads as taken.
  const reserved = normalized !== null && isReservedUsername(normalized);
  const name = reserved ? null : normalized;
  const [result, setResult] = useState<{ name: string; state: UsernameHintState } | null>(null);

  useEffect(() => {
    if (name === null || !online) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      isTaken(name).then(
        (taken) => !cancelled && setResult({ name, state: taken ? 'taken' : 'available' }),
        (e: unknown) =>
          !cancelled && setResult({ name, state: hintForLookupError(firebaseErrorCode(e), navigator.onLine) }),
      );
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [name, online, isTaken]);

  if (raw.trim() === '') return { state: 'idle', error: null };
  if (error !== null) return { state: 'invalid', error };
  if (reserved) return { state: 'taken', error: null };
  if (!online) return { state: 'offline', error: null };
  if (result?.name === name) return { state: result.state, error: null };
  return { state: 'checking', error: null };
}
