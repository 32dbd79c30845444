import type { AgeCheckOutcome } from '@shared/api/schemas/ageAssurance';

// The verification and not-offered pages' text (docs/age-assurance.md).
export const AGE_ASSURANCE_TEXT = {
  title: 'Verify your age (18+)',
  body: 'This experience contains explicit adult material. The law where you are requires a check that you are 18 or over before anything is shown.',
  privacy:
    'An independent provider does the check. StarSession receives only the result (18 or over, or not) and keeps it in this browser for a limited time; never your name, date of birth, images or documents, and the check is not linked to an account.',
  verify: 'Verify my age',
  starting: 'Opening the age check…',
  checkAgain: 'Check again',
  leave: 'Leave',
  left: 'You chose to leave. Close this tab or navigate away at any time.',
  notOfferedTitle: 'Not available in your region',
  notOfferedBody: 'StarSession is not offered in your region.',
  statusFailed: 'We could not check what the law where you are requires. Please try again.',
  retry: 'Try again',
} as const;

/** What the visitor is told when they come back from the provider without a pass. */
export const AGE_OUTCOME_MESSAGES: Readonly<Record<Exclude<AgeCheckOutcome, 'passed'>, string>> = {
  failed: 'The age check did not confirm that you are 18 or over, so nothing is shown. You can try again.',
  cancelled: 'You cancelled the age check. Nothing is shown until a check is completed.',
  expired: 'The age check expired or was started in another browser. Please start it again.',
  pending: 'The provider is still processing your age check. Choose "Check again" in a minute.',
  error: 'The age check could not be completed. Please try again.',
};
