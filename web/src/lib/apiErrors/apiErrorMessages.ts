import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ADMIN_ERROR_CODES, ApiErrorCode, SERVER_TO_SERVER_ERROR_CODES } from '@shared/api/apiErrors';

// The text of every API error code a visitor can meet, in English exactly as the server sends it
// (@shared/api/apiErrors; apiErrorMessages.test.ts keeps them equal). `{seconds}` comes from the answer's params.

/**
 * The codes every page may show: all but the postbacks' (only other servers receive those) and the console's (their
 * texts come with the console: features/admin/adminApiErrorMessages.ts).
 */
export type ShownApiErrorCode = Exclude<
  ApiErrorCode,
  (typeof SERVER_TO_SERVER_ERROR_CODES)[number] | (typeof ADMIN_ERROR_CODES)[number]
>;

export const API_ERROR_MESSAGES: Record<ShownApiErrorCode, MessageDescriptor> = {
  invalidRequest: msg({ message: 'Invalid request', comment: 'The server refused what the app sent as malformed.' }),
  bodyTooLarge: msg`Request body too large.`,
  jsonBodyRequired: msg`Send the request body as JSON.`,
  crossSiteRefused: msg`Cross-site request refused.`,
  notFound: msg`Not found`,
  internal: msg`Something went wrong. Please try again.`,
  rateLimited: msg({
    message: 'Too many attempts. Try again in {seconds}s.',
    comment: '{seconds}: a number of seconds',
  }),
  signedOutRateLimited: msg({
    message: 'Too many signed-out requests right now. Sign in to go ahead, or try again in {seconds}s.',
    comment: '{seconds}: a number of seconds',
  }),

  notSignedIn: msg`Not signed in`,
  signInAgain: msg`For your security, confirm your password (or sign in with Google) again.`,
  verifyEmailFirst: msg`Please verify your email first.`,
  adminsOnly: msg`Admins only.`,
  policyChanged: msg`The Terms or the Privacy Policy have changed. Reload the page and read them again.`,

  ageCheckRequired: msg`Verify your age to see this. The law where you are requires an age check before any adult media is shown.`,
  regionBlocked: msg`StarSession is not offered in your region.`,
  ageProviderUnavailable: msg`Age verification is unavailable right now. Please try again in a few minutes.`,
  noAgeCheckNeeded: msg`No age check is needed where you are.`,
  ageProviderNotOffered: msg`That age-verification provider is not offered.`,
  ageAlreadyVerified: msg`Your age is already verified.`,

  premiumRequired: msg({ message: 'Premium required', comment: 'Premium is the product name of the paid plan.' }),
  invalidCode: msg({ message: 'Invalid or expired code', comment: 'A one-time Premium redeem code.' }),
  noPurchase: msg`No purchase found yet. If you just paid, wait a few seconds and try again.`,
  offerNotCompleted: msg`We have not received your task completion yet. Finish the task, then try again in a minute.`,

  selfReferral: msg`You cannot refer yourself.`,
  alreadyReferred: msg`You have already been referred by someone else.`,
  unknownReferrer: msg`This referral link is not valid.`,
  referralAccountTooOld: msg`Referral links only count for accounts created in the last 24 hours.`,
  referralAccountOlderThanReferrer: msg`Your account was created before the referrer joined, so this referral does not count.`,
  referralEmailUsed: msg`A referral for this email address has already been counted.`,
  referralNoEmail: msg`Referrals need an account with an email address.`,
  referralDailyCap: msg`This referrer has reached today’s referral limit. Try again tomorrow.`,
  referralDisposable: msg`Referrals do not count for disposable email addresses. Sign up with an address you keep.`,

  unknownStar: msg({ message: 'Unknown star.', comment: 'A star is one of the app’s fictional personas.' }),
  premiumOnlyStar: msg({
    message: 'This star is Premium-only',
    comment: 'A star is one of the app’s fictional personas; Premium is the paid plan.',
  }),
  freeLengthLimit: msg`Free sessions are limited to 10 minutes.`,
  sessionEnded: msg`This session is no longer running. Start a new one.`,
  favouritesCheckUnavailable: msg`Your favourites could not be checked right now. Try again in a moment.`,

  listingsUnavailable: msg`Listings are unavailable right now.`,
  listingCursorInvalid: msg({
    message: 'after must be a listing cursor this server issued.',
    comment: 'Technical: the link to the next page of media was not valid.',
  }),
  notACatalogueCommunity: msg({
    message: 'sub must be a community of the star catalogue.',
    comment: 'Technical: the media source asked for is not one of the stars’ communities.',
  }),
  videoNotFound: msg`Video not found.`,
  videoUnavailable: msg`Video unavailable right now.`,
  videoNotServed: msg`This video is not one StarSession listed.`,
  streamLinkInvalid: msg`This video link is invalid or has expired.`,
  streamBudgetSpent: msg`This video link has been used too much. Reload the video.`,
};

/** The placeholders of the texts that have some (the test checks them against the server's texts). */
export const API_ERROR_PARAMS: Partial<Record<ShownApiErrorCode, readonly string[]>> = {
  rateLimited: ['seconds'],
  signedOutRateLimited: ['seconds'],
};
