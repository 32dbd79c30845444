import {
  FREE_MAX_MINUTES,
  SCREEN_COUNTS,
  SESSION_LENGTHS_MIN,
  type ScreenCount,
  type SessionLengthMin,
} from '@shared/constants';

// The pills of the setup page and of the profile's session defaults: the same choices, labels and locks.

/** Session lengths; those above the free cap are locked for a free user. */
export function lengthChoices(premium: boolean): { value: SessionLengthMin; label: string; locked: boolean }[] {
  return SESSION_LENGTHS_MIN.map((length) => ({
    value: length,
    label: `${length} min`,
    locked: !premium && length > FREE_MAX_MINUTES,
  }));
}

export const screenChoices: readonly { value: ScreenCount; label: string }[] = SCREEN_COUNTS.map((count) => ({
  value: count,
  label: `${count} ${count === 1 ? 'screen' : 'screens'}`,
}));
