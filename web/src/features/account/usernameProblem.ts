import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// @shared/validation/username answers its problems in English (the server's words too): each is shown here in the
// reader's language. The keys are those exact English messages; one not listed shows as it is.
const USERNAME_PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  'Username is required.': msg`Username is required.`,
  'Username must be at least 3 characters.': msg`Username must be at least 3 characters.`,
  'Username must be 20 characters or fewer.': msg`Username must be 20 characters or fewer.`,
  'Username must start with a letter.': msg`Username must start with a letter.`,
  'Use letters, numbers, and underscores only.': msg`Use letters, numbers, and underscores only.`,
};

/** A username's problem from @shared/validation/username, in the active language. */
export function usernameProblem(problem: string, i18n: I18n): string {
  const known = USERNAME_PROBLEMS[problem];
  return known ? i18n._(known) : problem;
}
