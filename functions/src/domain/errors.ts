// Messages the UI shows for the premium, referral and affiliate flows (SPEC §8 where it names one).
export const MESSAGES = {
  invalidCode: 'Invalid or expired code',
  noPurchase: 'No purchase found yet. If you just paid, wait a few seconds and try again.',
  offerNotCompleted: 'We have not received your task completion yet. Finish the task, then try again in a minute.',
  selfReferral: 'You cannot refer yourself.',
  alreadyReferred: 'You have already been referred by someone else.',
  unknownReferrer: 'This referral link is not valid.',
  referralAccountTooOld: 'Referral links only count for accounts created in the last 24 hours.',
  referralAccountOlderThanReferrer: 'Your account was created before the referrer joined, so this referral does not count.',
  referralEmailUsed: 'A referral for this email address has already been counted.',
  referralNoEmail: 'Referrals need an account with an email address.',
  referralDailyCap: 'This referrer has reached today’s referral limit. Try again tomorrow.',
  userNotFound: 'No user found with that id or email.',
  busy: 'Too many attempts. Try again in 1s.',
} as const;
