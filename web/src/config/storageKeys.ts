// Every key the app keeps in the browser's localStorage and sessionStorage, in one place
// (docs/product-rules.md#browser-storage); storageKeys.test.ts refuses a key literal anywhere else.
import { THUMBNAIL_CACHE_VERSION } from '@shared/constants';

export const STORAGE_KEYS = {
  /** localStorage: when the visitor confirmed they are 18+ (ms since epoch). */
  ageConfirmedAt: 'starsession.ageConfirmedAt',
  /**
   * localStorage: until when (ms since epoch) the last age status here allowed media without a check;
   * dashboard.html's inline script asks for card images only before then (docs/architecture.md#first-view).
   */
  firstViewMediaUntil: 'starsession.firstViewMediaUntil',
  /**
   * localStorage: '1' when that status was the click gate; after the hint ran out the inline script still asks, and
   * shows the cards only if the server answers with them (never after a proof ended: a check is needed again).
   */
  firstViewClickRegion: 'starsession.firstViewClickRegion',
  /** localStorage: a random id per browser, for the per-device sign-up counter. */
  installationId: 'starsession.installationId',
  /** localStorage: failed sign-ins and when the form opens again. */
  loginRateLimit: 'starsession.loginRateLimit',
  /** localStorage: cumulative visible time on the site (ms). */
  timeSpentMs: 'starsession.timeSpentMs',
  /** localStorage: the referrer of a `?ref=` link until the claim, and the name it showed. */
  referrerUid: 'starsession.referrerUid',
  referrerName: 'starsession.referrerName',
  /** localStorage: when the referrer was stored; first touch wins for REFERRAL_FIRST_TOUCH_MS. */
  referrerSavedAt: 'starsession.referrerSavedAt',
  /** localStorage: the viewer unmuted a session, so later ones start with sound. */
  sessionUnmuted: 'starsession.session.unmuted',
  /** localStorage: the Intiface server address the user connects devices through. */
  deviceServer: 'starsession.devices.server',
  /** localStorage: device choices: intensity cap, phone haptics, and per device name whether it is used and its tuning. */
  deviceSettings: 'starsession.devices.settings',
  /** sessionStorage: a Google sign-in redirect is under way in this tab. */
  googleRedirectPending: 'starsession.googleRedirectPending',
  /** sessionStorage: the page a visitor left for an age check, to come back to after it. */
  ageCheckReturnPath: 'starsession.ageCheckReturnPath',
  /** localStorage: a signed-out visitor's blocklist on this device (docs/product-rules.md#blocklist). */
  blocklist: 'starsession.blocklist',
  /** localStorage: the language the visitor chose in a switcher (lib/i18n); absent, the browser's languages decide. */
  locale: 'starsession.locale',
  /**
   * localStorage: '1' while the blocklist in force here (the account's or this device's) hides something; the
   * dashboard's card images wait for it, and dashboard.html's inline script shows none (docs/architecture.md#first-view).
   */
  blocklistActive: 'starsession.blocklistActive',
  /**
   * localStorage: a JSON list of the ids of items this person reported here, newest last and bounded
   * (settings/reportedItems.ts): they never show again on this device (docs/product-rules.md#reports-and-takedowns).
   */
  reportedItems: 'starsession.reportedItems',
  /** localStorage: '1' when Discreet mode is on in this browser (a neutral tab title and icon everywhere). */
  discreet: 'starsession.discreet',
  /** sessionStorage: the visitor ticked the consent box before that Google redirect (a new account may be kept). */
  googleRedirectConsent: 'starsession.googleRedirectConsent',
  /** sessionStorage: when the page last reloaded itself to fetch a new deploy's chunks. */
  staleChunkReloadAt: 'starsession.staleChunkReloadAt',
  /** localStorage: an admin's unfinished uploads of originals (lib/storageUpload/savedUploads.ts). */
  pendingUploads: 'starsession.pendingUploads',
  /** localStorage: the setup page's saved choices for one star. */
  savedConfig: (starId: string) => `starsession.config.${starId}`,
  /** sessionStorage: a JSON MediaItem[] the session screen starts from before its own fetches. */
  sessionPrefetch: (starId: string) => `starsession.prefetch.${starId}`,
  /** localStorage: a star's card image; a new cache version drops entries from older selectors. */
  thumbnail: (starId: string) => `starsession.thumbnail.${THUMBNAIL_CACHE_VERSION}.${starId}`,
} as const;
