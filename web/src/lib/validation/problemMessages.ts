import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMAIL_MAX, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@shared/constants';
import type { EmailProblem } from '@shared/validation/email';
import type { UsernameProblem } from '@shared/validation/username';

// The words for @shared/validation's problem codes, in the reader's language: the validators run on both sides and
// answer codes; the sign-up, sign-in and profile forms show these. A new code fails typecheck here until it has its
// words, and problemMessages.test.ts holds their English to @shared's (the spec's strings).

const minLength = USERNAME_MIN_LENGTH;
const maxLength = USERNAME_MAX_LENGTH;
export const USERNAME_PROBLEM_MESSAGES: Readonly<Record<UsernameProblem, MessageDescriptor>> = {
  required: msg`Username is required.`,
  tooShort: msg`Username must be at least ${minLength} characters.`,
  tooLong: msg`Username must be ${maxLength} characters or fewer.`,
  mustStartWithLetter: msg`Username must start with a letter.`,
  invalidCharacters: msg`Use letters, numbers, and underscores only.`,
};

const emailMax = EMAIL_MAX;
export const EMAIL_PROBLEM_MESSAGES: Readonly<Record<EmailProblem, MessageDescriptor>> = {
  required: msg`Email is required.`,
  invalid: msg`Enter a valid email address.`,
  tooLong: msg`Email must be ${emailMax} characters or fewer.`,
};
