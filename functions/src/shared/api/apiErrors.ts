import { SIGN_IN_AGAIN, VERIFY_EMAIL_FIRST } from './messages.js';

// Every failure answer names what went wrong with a stable code beside its English text:
// `{ ok: false, error, code, params? }`. The web shows the code's text in the visitor's language
// (web/src/lib/apiErrors), with `params` filling its `{name}` placeholders; `error` is the English, as sent before codes.

export const API_ERRORS = {
  // The request itself
  invalidRequest: 'Invalid request',
  bodyTooLarge: 'Request body too large.',
  jsonBodyRequired: 'Send the request body as JSON.',
  crossSiteRefused: 'Cross-site request refused.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  internal: 'Something went wrong. Please try again.',
  rateLimited: 'Too many attempts. Try again in {seconds}s.',
  signedOutRateLimited: 'Too many signed-out requests right now. Sign in to go ahead, or try again in {seconds}s.',

  // Who is asking
  notSignedIn: 'Not signed in',
  signInAgain: SIGN_IN_AGAIN,
  verifyEmailFirst: VERIFY_EMAIL_FIRST,
  adminsOnly: 'Admins only.',
  policyChanged: 'The Terms or the Privacy Policy have changed. Reload the page and read them again.',

  // Age assurance (docs/age-assurance.md)
  ageCheckRequired:
    'Verify your age to see this. The law where you are requires an age check before any adult media is shown.',
  regionBlocked: 'StarSession is not offered in your region.',
  ageProviderUnavailable: 'Age verification is unavailable right now. Please try again in a few minutes.',
  noAgeCheckNeeded: 'No age check is needed where you are.',
  ageProviderNotOffered: 'That age-verification provider is not offered.',
  ageAlreadyVerified: 'Your age is already verified.',

  // Premium, codes and purchases
  premiumRequired: 'Premium required',
  invalidCode: 'Invalid or expired code',
  noPurchase: 'No purchase found yet. If you just paid, wait a few seconds and try again.',
  offerNotCompleted: 'We have not received your task completion yet. Finish the task, then try again in a minute.',

  // Referrals
  selfReferral: 'You cannot refer yourself.',
  alreadyReferred: 'You have already been referred by someone else.',
  unknownReferrer: 'This referral link is not valid.',
  referralAccountTooOld: 'Referral links only count for accounts created in the last 24 hours.',
  referralAccountOlderThanReferrer:
    'Your account was created before the referrer joined, so this referral does not count.',
  referralEmailUsed: 'A referral for this email address has already been counted.',
  referralNoEmail: 'Referrals need an account with an email address.',
  referralDailyCap: 'This referrer has reached today’s referral limit. Try again tomorrow.',
  referralDisposable: 'Referrals do not count for disposable email addresses. Sign up with an address you keep.',

  // Sessions and stars
  unknownStar: 'Unknown star.',
  premiumOnlyStar: 'This star is Premium-only',
  freeLengthLimit: 'Free sessions are limited to 10 minutes.',
  sessionEnded: 'This session is no longer running. Start a new one.',
  favouritesCheckUnavailable: 'Your favourites could not be checked right now. Try again in a moment.',

  // Media
  listingsUnavailable: 'Listings are unavailable right now.',
  listingCursorInvalid: 'after must be a listing cursor this server issued.',
  notACatalogueCommunity: 'sub must be a community of the star catalogue.',
  videoNotFound: 'Video not found.',
  videoUnavailable: 'Video unavailable right now.',
  videoNotServed: 'This video is not one StarSession listed.',
  streamLinkInvalid: 'This video link is invalid or has expired.',
  streamBudgetSpent: 'This video link has been used too much. Reload the video.',

  // Admin
  roleNeedsVerifiedEmail:
    'That account has not verified its email address. Roles go only to verified accounts: ask its owner to verify first.',
  userNotFound: 'No user found with that id or email.',
  libraryItemNotFound: 'Library item not found.',
  reviewersOnly: 'Only reviewers decide what is published.',
  reviewOwnItem: 'You added this item, so another reviewer must approve it.',
  reviewAlreadyDecided: 'This item has been reviewed already.',
  reviewReasonRequired: 'Say why the item is rejected.',
  recordsUnavailable: 'Performer records are unavailable right now. Please try again in a few minutes.',
  custodiansOnly: 'Only the custodian of records sees performer records.',
  performerRecordNotFound: 'This performer record does not exist.',
  performerDocumentNotFound: 'This ID image does not exist.',
  performerDocumentsFull: 'This record already holds as many documents as it may.',
  performerDocumentInvalid: 'Send a JPEG, PNG, WebP or PDF of the document, 10 MB at most.',
  performerUnderage: 'The date of birth makes this person under 18 on the production date. No record is kept for it.',
  performerConsentWithdrawn: 'Consent on this record was withdrawn. Add a new record if the person consents again.',
  performerCheckNotStarted: 'Start the ID check again: this one was not started from this record.',
  performerAlreadyChecked: 'This record has a passed ID check already.',
  uploaderNotChecked:
    'Pass your own identity check before you add media: everyone who adds media is verified. Start it in the Media library.',
  uploaderCheckNotStarted: 'Start your identity check again: this one was not started here.',
  uploaderAlreadyChecked: 'Your identity check has passed already.',
  uploaderUnderage: 'Only adults may add media: this date of birth makes you under 18.',
  unknownPerformers: 'Every person named must be a performer record.',
  itemNeedsPerformers: 'Name the people in this item before approving it.',
  itemPerformersNotCleared:
    'Someone named in this item has no passed ID check or no consent to publication. Approve it once their record is complete.',
  starNotFound: 'This star does not exist.',
  starNameTaken: 'Another star has this name already.',
  starChanged: 'Another admin saved this star meanwhile. Reload it and make your change again.',
  starCatalogueChanged: 'The star list changed meanwhile. Reload it and order it again.',
  starOrderIncomplete: 'Name every star once to order them.',
  avatarNotStored: 'That avatar is not a processed upload. Wait until its upload shows Ready.',
  communityNotOfCatalogue: 'community must be a community of the star catalogue.',
  libraryFileInvalid: 'The file could not be imported.',
  reportNotFound: 'This report does not exist.',
  reportAlreadyDecided: 'This report has already been decided.',

  // Postbacks: only the payment processor's and the offer network's servers receive these.
  unknownClick: 'Unknown click.',
  clickTransactionMismatch: 'Transaction belongs to another click.',
  invalidPostbackSecret: 'Invalid postback secret.',
  invalidSignature: 'Invalid signature.',
  unknownShop: 'Unknown shop.',
  unrecognisedPostback: 'Unrecognised postback.',
  invalidSaleParameters: 'Invalid sale parameters.',
  salePriceMismatch: 'Sale does not match the Premium price.',
  unknownOrder: 'Unknown order.',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The values of a code's `{name}` placeholders. */
export type ApiErrorParams = Readonly<Record<string, string | number>>;

/** Every failure answer. */
export interface ApiErrorBody {
  ok: false;
  /** English, fit to show; for `invalidRequest` and `libraryFileInvalid` it may say more than the code's text. */
  error: string;
  code: ApiErrorCode;
  params?: ApiErrorParams;
}

/** Codes only other servers receive (postbacks): the web never shows them, so they need no translation. */
/**
 * Codes only the admin console meets: their texts load with the console (web/src/features/admin), not in the first
 * view every visitor downloads.
 */
export const ADMIN_ERROR_CODES = [
  'roleNeedsVerifiedEmail',
  'userNotFound',
  'libraryItemNotFound',
  'reviewersOnly',
  'reviewOwnItem',
  'reviewAlreadyDecided',
  'reviewReasonRequired',
  'recordsUnavailable',
  'custodiansOnly',
  'performerRecordNotFound',
  'performerDocumentNotFound',
  'performerDocumentsFull',
  'performerDocumentInvalid',
  'performerUnderage',
  'performerConsentWithdrawn',
  'performerCheckNotStarted',
  'performerAlreadyChecked',
  'uploaderNotChecked',
  'uploaderCheckNotStarted',
  'uploaderAlreadyChecked',
  'uploaderUnderage',
  'unknownPerformers',
  'itemNeedsPerformers',
  'itemPerformersNotCleared',
  'starNotFound',
  'starNameTaken',
  'starChanged',
  'starCatalogueChanged',
  'starOrderIncomplete',
  'avatarNotStored',
  'communityNotOfCatalogue',
  'libraryFileInvalid',
  'reportNotFound',
  'reportAlreadyDecided',
] as const satisfies readonly ApiErrorCode[];

export const SERVER_TO_SERVER_ERROR_CODES = [
  'unknownClick',
  'clickTransactionMismatch',
  'invalidPostbackSecret',
  'invalidSignature',
  'unknownShop',
  'unrecognisedPostback',
  'invalidSaleParameters',
  'salePriceMismatch',
  'unknownOrder',
  'methodNotAllowed',
] as const satisfies readonly ApiErrorCode[];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

/** The code whose English text this is exactly (a schema may refuse with one, as a domain rule would), if any. */
export function apiErrorCodeOf(text: string): ApiErrorCode | undefined {
  return (Object.keys(API_ERRORS) as ApiErrorCode[]).find((code) => API_ERRORS[code] === text);
}

/** A code's English text with its placeholders filled (a missing value leaves its placeholder as it is). */
export function apiErrorText(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  return API_ERRORS[code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The answer for a code. */
export function apiErrorBody(
  code: ApiErrorCode,
  params?: ApiErrorParams,
  error = apiErrorText(code, params),
): ApiErrorBody {
  return params === undefined ? { ok: false, error, code } : { ok: false, error, code, params };
}
