import { useEffect, useState } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS } from '@shared/constants';
import {
  isReservedUsername,
  normalizeUsername,
  validateUsername,
  type UsernameProblem,
} from '@shared/validation/username';
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
  /** What is wrong with the name when state is 'invalid'. */
  problem: UsernameProblem | null;
}

/** Debounced (400 ms) availability of a typed username; re-checks when the browser comes back online. */
export function useUsernameAvailability(raw: string, isTaken: UsernameLookup): Availability {
  const online = useOnline();
  const problem = raw.trim() === '' ? null : validateUsername(raw);
  const normalized = problem === null && raw.trim() !== '' ? normalizeUsername(raw) : null;
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

  if (raw.trim() === '') return { state: 'idle', problem: null };
  if (problem !== null) return { state: 'invalid', problem };
  if (reserved) return { state: 'taken', problem: null };
  if (!online) return { state: 'offline', problem: null };
  if (result?.name === name) return { state: result.state, problem: null };
  return { state: 'checking', problem: null };
}
