import { plural, t } from '@lingui/core/macro';
import {
  FREE_MAX_MINUTES,
  SCREEN_COUNTS,
  SESSION_LENGTHS_MIN,
  type ScreenCount,
  type SessionLengthMin,
} from '@shared/constants';

// The pills of the setup page and of the profile's session defaults: the same choices, labels and locks. Labels
// read in the language shown when they are read (`t` resolves then, never at import).

/** Session lengths; those above the free cap are locked for a free user. */
export function lengthChoices(premium: boolean): { value: SessionLengthMin; label: string; locked: boolean }[] {
  return SESSION_LENGTHS_MIN.map((length) => ({
    value: length,
    label: t({ message: `${length} min`, comment: 'A session length in minutes, on a pill' }),
    locked: !premium && length > FREE_MAX_MINUTES,
  }));
}

export const screenChoices: readonly { value: ScreenCount; readonly label: string }[] = SCREEN_COUNTS.map((count) => ({
  value: count,
  get label() {
    return plural(count, { one: '# screen', other: '# screens' });
  },
}));
