// Business constants and limits, in one place; docs/product-rules.md names each rule that uses them.
// Units are in the names: _MS milliseconds, _SEC seconds, _MIN minutes.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Session setup
export const SESSION_LENGTHS_MIN = [5, 10, 20, 30] as const;
export type SessionLengthMin = (typeof SESSION_LENGTHS_MIN)[number];
export const FREE_MAX_MINUTES = 10;
export const SCREEN_COUNTS = [1, 2, 3] as const;
export type ScreenCount = (typeof SCREEN_COUNTS)[number];
export const MEDIA_INTERVAL_MIN_SEC = 3;
export const MEDIA_INTERVAL_MAX_SEC = 10;
export const MEDIA_INTERVAL_DEFAULT_SEC = 6;
// Presets (docs/product-rules.md#presets): named setups per account; firestore.rules holds the same cap as slot ids p0…p9.
export const PRESETS_MAX = 10;
export const PRESET_NAME_MAX = 40;
// History (docs/product-rules.md#history): premium keeps this many sessions, free the last one; firestore.rules holds the
// same caps as slot ids h0…h49 (free: h0).
export const HISTORY_MAX_PREMIUM = 50;
// Blocklist (docs/product-rules.md#blocklist): per list, in users/{uid}.blocklist or the device's copy; firestore.rules
// holds the same caps in its entry patterns.
export const BLOCKLIST_MAX_WORDS = 100;
export const BLOCKLIST_MAX_SOURCES = 50;
export const BLOCKLIST_ENTRY_MAX_CHARS = 40;
export const DEFAULT_SESSION_LENGTH_MIN: SessionLengthMin = 10;
export const DEFAULT_SCREENS: ScreenCount = 3;
export const DEFAULT_ENABLE_AI = true;
export const DEFAULT_ENABLE_BAR = true;
export const DEFAULT_IGNORE_VIDEO_DURATION = false;

// Listing
export const LISTING_COUNT_MIN = 1;
export const LISTING_COUNT_MAX = 120;
export const LISTING_COUNT_DEFAULT = 30;
export const LISTING_MAX_PER_REQUEST = 60;
export const LISTING_TYPES = ['top', 'hot'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_TIMEFRAMES = ['hour', 'day', 'week', 'month', 'year', 'all'] as const;
export type ListingTimeframe = (typeof LISTING_TIMEFRAMES)[number];
export const LISTING_DEFAULT_TYPE: ListingType = 'top';
export const LISTING_DEFAULT_TIMEFRAME: ListingTimeframe = 'all';
/** A signed cursor: the upstream fullname, '.', and a 22-character signature (docs/product-rules.md). */
export const LISTING_CURSOR_MAX = 64;

// Card thumbnails
export const THUMBNAIL_CACHE_TTL_MS = 4 * HOUR_MS;
export const THUMBNAIL_CACHE_VERSION = 'v5';
export const THUMBNAIL_LOOKUP_POSTS = 200;
/** Card images are the smallest preview at least this wide (cards are ~240 CSS px at up to 2x). */
export const THUMBNAIL_CARD_MIN_WIDTH_PX = 480;
/**
 * The card image's srcset starts at twice the narrowest card (150 CSS px, web/src/styles.css .star-grid), so a
 * phone's card image is at least 2x its CSS width (the answer is on the first view's path: no smaller entries)...
 */
export const THUMBNAIL_SRCSET_MIN_WIDTH_PX = 300;
/** ...and ends with the first rendition covering the widest card (about 258 CSS px) at 3x. */
export const THUMBNAIL_SRCSET_MAX_WIDTH_PX = 780;

// Session media queue
export const SESSION_PREFETCH_ITEMS = 60;
export const SESSION_START_FETCH_ITEMS = 36;
export const SESSION_BACKGROUND_FETCH_ITEMS = 180;
export const SESSION_REFILL_ITEMS = 24;
export const SESSION_REFILL_INTERVAL_MS = 90 * SECOND_MS;
export const VIDEO_END_PADDING_SEC = 0.5;

// Ads: an ad zone every N items, by screen count.
export const AD_CADENCE_BY_SCREENS: Readonly<Record<ScreenCount, number>> = { 1: 10, 2: 20, 3: 25 };
export const AD_MAX_DURATION_SEC = 45;

// AI instructions
export const AI_CHUNK_MINUTES = 10;
export const AI_DEFAULT_LINE_SEC = 7;
export const AI_LOOKAHEAD_MS = 30 * SECOND_MS;
export const AI_START_DELAY_MS = 200;
export const AI_FIRST_CHUNK_TIMEOUT_MS = 3 * SECOND_MS;
export const AI_LATER_CHUNK_TIMEOUT_MS = 5 * SECOND_MS;
export const AI_CHUNK_RETRIES = 2;
// The provider's bill has a ceiling (docs/product-rules.md "AI budget"): output per call, calls per
// answer (first try plus one retry), and provider calls per UTC day for the whole app.
export const LLM_SCRIPT_MAX_TOKENS = 4000;
export const LLM_PLAN_MAX_TOKENS = 1500;
export const LLM_MAX_CALLS_PER_ANSWER = 2;
export const LLM_DAILY_CALL_BUDGET = 10_000;
// One account's share of it per UTC day: a premium account in sessions all day needs about 100 calls.
export const LLM_USER_DAILY_CALL_SHARE = 200;

// Pace bar
export const BPM_MIN = 10;
export const BPM_MAX = 200;
export const BPM_SNAP_SET = [28, 36, 44, 52, 60] as const;
export const BPM_DEFAULT = 100;

// Reports and takedowns (docs/product-rules.md "Reports and takedowns"). Processors require complaints
// handled within 7 business days; a report still open after this long is flagged on /admin.
export const REPORT_DECISION_DAYS = 7;
export const REPORT_DECISION_MS = REPORT_DECISION_DAYS * DAY_MS;
/**
 * A depicted person's request to remove an intimate image they did not consent to: the TAKE IT DOWN Act (in force
 * since 19 May 2026) gives 48 hours from a valid request. The queue puts these on top with the clock on screen.
 */
export const REPORT_NCII_DECISION_HOURS = 48;
export const REPORT_NCII_DECISION_MS = REPORT_NCII_DECISION_HOURS * HOUR_MS;
export const REPORT_TEXT_MAX_CHARS = 1000;
export const REPORT_URL_MAX_CHARS = 2048;
/** Open reports per page of a queue lane (oldest first), and recent decisions under the lanes. */
export const REPORT_QUEUE_PAGE_SIZE = 50;
/** Reports one bulk dismissal may name. */
export const REPORT_BULK_DISMISS_MAX = 50;
export const REPORT_RECENT_DECISIONS = 20;
/**
 * Ceilings on signed-out reports per hour, besides the one per address (an IPv6 /64): per IPv6 /48 (one site's
 * allocation: 65,536 /64s) and for everyone together. Signed-in reports are counted per user instead, so a flood
 * of anonymous ones never shuts them out (docs/product-rules.md "Reports and takedowns").
 */
export const REPORT_ANONYMOUS_PER_NETWORK_HOURLY = 60;
export const REPORT_ANONYMOUS_HOURLY = 300;
/** Favourites read per query while the takedown check walks all of a user's (GET /api/favorites/removed). */
export const FAVORITES_READ_PAGE_SIZE = 500;

// Text limits
export const PERSONALIZATION_MAX_CHARS = 600;
/** A star's name and mood line as an admin sets them (the card and the instruction writer show them). */
export const STAR_NAME_MAX = 40;
export const STAR_PERSONA_MAX = 80;
/** Library collections plus forum communities per star. */
export const STAR_COMMUNITIES_MAX = 6;
/**
 * Review before publishing (docs/product-rules.md#review): the queue's stated target. An item waiting longer is
 * flagged in the queue; a reviewer sees the oldest first.
 */
export const REVIEW_TARGET_HOURS = 24;
/** Items per page of the review queue. */
export const REVIEW_PAGE_SIZE = 20;
/** A reviewer's reason, as stored with the decision. */
export const REVIEW_REASON_MAX = 200;
// Performer records (docs/product-rules.md#performer-records): 18 U.S.C. § 2257 and the card networks' adult-content
// rules. Every library item names the records of the people in it; none is published before each has a passed ID
// check and a consent that covers publication.
/** A legal or stage name as the custodian types it. */
export const PERFORMER_NAME_MAX = 120;
/** Stage names per record ("every stage name": aliases, maiden names, nicknames). */
export const PERFORMER_STAGE_NAMES_MAX = 20;
/** Records one library item may name. */
export const ITEM_PERFORMERS_MAX = 20;
/** One ID image (a photo or scan of a document), before encryption. */
export const PERFORMER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** ID images per record (front, back, a second document). */
export const PERFORMER_DOCUMENTS_MAX = 6;
/** Records the console lists, newest first (paging past them is not built: docs/product-rules.md#performer-records). */
export const PERFORMER_RECORDS_LIST_MAX = 1000;
/** How long an instance serves the star catalogue it read before reading it again (an admin's edit shows after). */
export const STAR_CATALOGUE_TTL_MS = 30_000;
export const SANITIZE_DEFAULT_MAX = 500;
export const SANITIZE_MAX = 2000;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_RAW_MAX = 40;
export const PASSWORD_MIN_LENGTH = 10;
export const REDEEM_CODE_MAX = 100;
export const EMAIL_MAX = 120;
export const ADMIN_TARGET_MAX = 200;
export const RATE_FIELD_MAX = 12;

// Auth pacing
export const SIGNUPS_PER_DEVICE_PER_DAY = 2;
/** Wait after the 1st, 2nd, … failed sign-in; the last step repeats. */
export const LOGIN_LOCKOUT_STEPS_MS = [30 * SECOND_MS, 60 * SECOND_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS] as const;
export const VERIFY_RESEND_COOLDOWN_MS = 30 * SECOND_MS;
export const VERIFY_RECHECK_COOLDOWN_MS = 5 * SECOND_MS;
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

// Referrals and affiliates
export const REFERRALS_FOR_PREMIUM = 5;
/** A claim counts only from an account at most this old (and newer than the referrer's). */
export const REFERRAL_MAX_ACCOUNT_AGE_MS = 24 * HOUR_MS;
/**
 * Accepted referrals per referrer per UTC day. Two adjacent days together stay below REFERRALS_FOR_PREMIUM,
 * so no farm run inside 24 hours reaches premium (docs/product-rules.md, "Referrals").
 */
export const REFERRALS_PER_REFERRER_PER_DAY = 2;
/** A referral counts toward premium once the referred account has finished a session this long (server clock). */
export const REFERRAL_QUALIFYING_SESSION_MS = 5 * MINUTE_MS;
/** A qualifying session showed at least this many items; the server caps the count at the items it listed to the run. */
export const REFERRAL_QUALIFYING_MIN_SHOWN = 5;
/**
 * The day's AI calls are counted on this many documents, one chosen at random per call (functions/src/data/
 * llmBudget.ts): Firestore sustains about one write per second on a document, so the count holds about this many
 * calls per second (1,000,000 daily visitors with two calls each are 23 a second; docs/operations.md "What a visitor
 * day costs"). The day's total stays one aggregation read (one read per 1,000 index entries).
 */
export const LLM_BUDGET_SHARDS = 64;
/** The session screen tells the server it is still playing this often (while visible and not paused). */
export const SESSION_HEARTBEAT_INTERVAL_MS = 30 * SECOND_MS;
/**
 * A heartbeat names at most this many of the items its session holds (on screen first, then those next in line),
 * so that one removed since they were listed leaves the session within a beat (docs/product-rules.md).
 */
export const SESSION_HELD_ITEMS_MAX = 16;
/** A listing request of a session waits at most this long for the server's answer to the run's start, to name it. */
export const SESSION_RUN_ID_WAIT_MS = 5 * SECOND_MS;
/**
 * A beat this soon after the last stored one is read, not written (issue 34: writes per visitor day): about every
 * other beat is stored, and the played time is the same, since it is the time between stored beats.
 */
export const SESSION_BEAT_STORE_MIN_GAP_MS = 45 * SECOND_MS;
/**
 * A silence longer than this between two stored heartbeats (server clock) is not played time: one lost beat fits
 * (a beat skipped just under the store gap, then a lost one: 45 + 2 × 30 s), a pause not.
 */
export const SESSION_HEARTBEAT_MAX_GAP_MS = 105 * SECOND_MS;
/** A run longer than this from start to finish (server clock) qualifies nothing: twice the longest session. */
export const SESSION_RUN_MAX_MS = 2 * Math.max(...SESSION_LENGTHS_MIN) * MINUTE_MS;
/** The most items a heartbeat may report as shown: far above a 30-minute session at the fastest pace on every screen. */
export const SESSION_SHOWN_MAX = 10_000;
/** A stored referrer (first touch) is kept this long; a later link does not replace it. */
export const REFERRAL_FIRST_TOUCH_MS = 30 * 24 * HOUR_MS;
export const AFFILIATE_RATE_DEFAULT_PCT = 10;
export const AFFILIATE_RATE_MIN_PCT = 0;
export const AFFILIATE_RATE_MAX_PCT = 100;

// Video host guest token
export const VIDEO_HOST_TOKEN_TTL_MS = 10 * MINUTE_MS;
export const VIDEO_HOST_TOKEN_MIN_GAP_MS = 5 * SECOND_MS;
/** Signed same-origin stream URLs from /api/redgifs/resolve stop working after this long. */
export const VIDEO_STREAM_URL_TTL_MS = 10 * MINUTE_MS;
/** A video id the listing served stays resolvable this long after it was last served. */
export const SERVED_VIDEO_TTL_MS = 30 * DAY_MS;
/** Per stream link (docs/product-rules.md "Abuse limits"): a playing video uses a handful; a leaked link meets these. */
export const STREAM_LINK_MAX_REQUESTS = 30;
export const STREAM_LINK_MAX_BYTES = 256 * 1024 * 1024;
/** The most one stream request may reserve when it names no end (`bytes=a-`, or no Range): the player asks on. */
export const STREAM_LINK_SLICE_BYTES = 16 * 1024 * 1024;

// Premium completion and misc.
export const FREE_PREMIUM_DONE_COOKIE = 'free_premium_done';
export const COOKIE_MAX_AGE_SEC = 365 * 24 * 60 * 60;
export const TIME_SPENT_TICK_MS = SECOND_MS;
export const PREMIUM_COMPLETE_REDIRECT_MS = 1200;
export const TRANSACTION_MAX_ATTEMPTS = 5;

// ---- Age assurance (docs/age-assurance.md) ----
/** The age a verified visitor must be over (or at): the threshold every provider checks. */
export const AGE_ASSURANCE_THRESHOLD = 18;
/** How long a started check may take at the provider before it must be started again (Yoti advises 600–900 s). */
export const AGE_CHECK_TTL_SEC = 900;
// Devices driven by the pace bar (docs/product-rules.md "Devices"): the intensity cap (a share of full power)
// and the ramp from a start or resume up to the set strength.
export const DEVICE_CAP_DEFAULT = 0.7;
export const DEVICE_CAP_MIN = 0.05;
export const DEVICE_RAMP_MS = 5 * SECOND_MS;
/** The local Intiface server a browser connects to unless the user sets another (the CSP allows this one). */
export const DEVICE_SERVER_DEFAULT = 'ws://127.0.0.1:12345';
// Consent and account rights (docs/product-rules.md "Consent, delete and export")
/**
 * The Terms and Privacy Policy version a sign-up agrees to; stored with the consent time in users/{uid}. Change it
 * when the policy texts change: signed-in users who agreed to an older version are asked again.
 */
export const POLICY_VERSION = '2026-11-26';
/** Deleting an account needs a sign-in (or re-sign-in) at most this long ago, by the ID token's auth_time. */
export const RECENT_SIGN_IN_MAX_AGE_MS = 5 * MINUTE_MS;
// Languages (docs/architecture.md "Languages"): English is the source (the spec's strings); the others are
// translations of it. The visitor's choice wins, else the browser's languages, else English.
export const LOCALES = ['en', 'fr', 'de', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Each locale's name in its own language, for the switcher (a visitor looks for their language's own name). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
};
// Media the operator owns (docs/architecture.md "Media the operator owns"). storage.rules repeats the ceiling.
/** The largest original an admin may upload: a one-hour 1080p camera file fits. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024 * 1024;
/** Images: more pixels than this is refused before decoding (a 50,000 × 50,000 PNG is a decompression bomb). */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** GIFs and videos: the longer side of a frame, and the length (a one-hour 1080p upload fits). */
export const MAX_VIDEO_SIDE_PX = 4096;
export const MAX_VIDEO_DURATION_SEC = 2 * 60 * 60;
/** Rendition widths (no rendition is wider than its original): card images (srcset) and panel images. */
export const RENDITION_CARD_WIDTHS_PX = [320, 640] as const;
export const RENDITION_PANEL_WIDTHS_PX = [960, 1920] as const;
/** Video renditions' heights; 1080 only where the original has it, 480 always (smaller originals keep theirs). */
export const RENDITION_VIDEO_HEIGHTS_PX = [480, 720, 1080] as const;
/** An upload's record (the console's progress for one file) is kept this long, then removed by its TTL policy. */
export const LIBRARY_UPLOAD_RECORD_TTL_MS = 30 * DAY_MS;
/** How many uploads one status request may ask about; the console asks about the rest once these have ended. */
export const LIBRARY_UPLOAD_STATUS_MAX_IDS = 50;
/**
 * Links to renditions are signed per window: everyone asking within one window gets the same links (cacheable
 * listings), and a link lives one to two windows, so a removed or re-gated item stops playing within that.
 */
export const RENDITION_LINK_WINDOW_MS = 30 * 60 * 1000;
