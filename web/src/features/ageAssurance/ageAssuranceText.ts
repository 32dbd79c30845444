import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgeCheckOutcome } from '@shared/api/schemas/ageAssurance';

// The verification and not-offered pages' text (docs/age-assurance.md): a legal age check, so each language's
// wording is exact, not loose.
export const AGE_ASSURANCE_TEXT = {
  title: msg`Verify your age (18+)`,
  body: msg`This experience contains explicit adult material. The law where you are requires a check that you are 18 or over before anything is shown.`,
  privacy: msg`An independent provider does the check. StarSession receives only the result (18 or over, or not) and keeps it in this browser for a limited time; never your name, date of birth, images or documents, and the check is not linked to an account.`,
  verify: msg`Verify my age`,
  starting: msg`Opening the age check…`,
  checkAgain: msg({
    message: 'Check again',
    comment: 'A button: finishes an age check the provider was still processing',
  }),
  leave: msg`Leave`,
  left: msg`You chose to leave. Close this tab or navigate away at any time.`,
  notOfferedTitle: msg`Not available in your region`,
  notOfferedBody: msg`StarSession is not offered in your region.`,
  statusFailed: msg`We could not check what the law where you are requires. Please try again.`,
  retry: msg`Try again`,
} as const;

/** What the visitor is told when they come back from the provider without a pass. */
export const AGE_OUTCOME_MESSAGES: Readonly<Record<Exclude<AgeCheckOutcome, 'passed'>, MessageDescriptor>> = {
  failed: msg`The age check did not confirm that you are 18 or over, so nothing is shown. You can try again.`,
  cancelled: msg`You cancelled the age check. Nothing is shown until a check is completed.`,
  expired: msg`The age check expired or was started in another browser. Please start it again.`,
  pending: msg({
    message: 'The provider is still processing your age check. Choose "Check again" in a minute.',
    comment: '"Check again" is the button of that name on the same page: use its translation',
  }),
  error: msg`The age check could not be completed. Please try again.`,
};
