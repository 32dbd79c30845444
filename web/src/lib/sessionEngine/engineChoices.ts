// Engine choices: tuning the product rules leave open. They are NOT product numbers; every one of those
// (lengths, interval, ad cadence, fetch counts, AI timing, bpm) lives in `@shared/constants`.

/** A current item not loaded within this time is skipped ("no black screens"). */
export const ENGINE_LOAD_TIMEOUT_MS = 4_000;
/** Ad creatives load slower than media, so they get a longer grace period. */
export const ENGINE_AD_LOAD_TIMEOUT_MS = 8_000;
/**
 * The background fetch waits until every panel shows its first media, at most this long after the start, so the
 * first media never share the network (or a loaded device's CPU) with it.
 */
export const ENGINE_BACKGROUND_FETCH_WAIT_MS = 2_000;
/** A due refill waits while this many unseen items are already queued. */
export const ENGINE_REFILL_SKIP_WHEN_QUEUED = 120;
/**
 * A refill that brought nothing new doubles the wait before the next one, up to this (a small collection, a quiet
 * community: asking every 90 s would fetch the same page all session long; issue 34). One that does resets it.
 */
export const ENGINE_REFILL_MAX_INTERVAL_MS = 12 * 60_000;
/** Hard cap on unique items kept for dedupe and recycling (a 30 min supply is ~760). */
export const ENGINE_MAX_POOL_ITEMS = 800;

/** An AI line's displaySec outside 1..600 s (one chunk) counts as invalid. */
export const ENGINE_AI_MIN_DISPLAY_SEC = 1;
export const ENGINE_AI_MAX_DISPLAY_SEC = 600;
/** Bounds on what one AI chunk may hold. */
export const ENGINE_AI_MAX_LINE_CHARS = 500;
export const ENGINE_AI_MAX_LINES_PER_CHUNK = 600;
