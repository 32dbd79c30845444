// Session constants from SPEC §9, plus the engine's own choices (marked "engine choice").

export const MAX_LENGTH_MIN = 30;
export const FREE_MAX_LENGTH_MIN = 10;
export const MEDIA_INTERVAL_MIN_SEC = 3;
export const MEDIA_INTERVAL_MAX_SEC = 10;
export const MEDIA_INTERVAL_DEFAULT_SEC = 6;

/** Videos last their duration plus this much (SPEC §4). */
export const VIDEO_END_PADDING_MS = 500;
/** Engine choice: a current item not loaded within this time is skipped ("no black screens"). */
export const LOAD_TIMEOUT_MS = 4_000;
/** Engine choice: ad creatives load slower than media, so they get a longer grace period. */
export const AD_LOAD_TIMEOUT_MS = 8_000;
export const AD_MAX_MS = 45_000;
/** Every N-th slot started in the session (all panels together) is an ad, for free users. */
export const AD_EVERY_BY_SCREENS: Readonly<Record<1 | 2 | 3, number>> = { 1: 10, 2: 20, 3: 25 };

/** Size of the list prefetched before the session (kept in session storage by the prefetcher). */
export const PREFETCH_COUNT = 60;
export const INITIAL_FETCH_COUNT = 36;
export const BACKGROUND_FETCH_COUNT = 180;
export const REFILL_COUNT = 24;
export const REFILL_INTERVAL_MS = 90_000;
/** Engine choice: a due refill waits while this many unseen items are already queued. */
export const REFILL_SKIP_WHEN_QUEUED = 120;
/** Engine choice: hard cap on unique items kept for dedupe and recycling (30 min supply is ~760). */
export const MAX_POOL_ITEMS = 800;
