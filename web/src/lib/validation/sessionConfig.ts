import {
  DEFAULT_ENABLE_AI,
  DEFAULT_ENABLE_BAR,
  DEFAULT_IGNORE_VIDEO_DURATION,
  DEFAULT_SCREENS,
  DEFAULT_SESSION_LENGTH_MIN,
  FREE_MAX_MINUTES,
  MEDIA_INTERVAL_DEFAULT_SEC,
  MEDIA_INTERVAL_MAX_SEC,
  MEDIA_INTERVAL_MIN_SEC,
  SCREEN_COUNTS,
  SESSION_LENGTHS_MIN,
  type ScreenCount,
  type SessionLengthMin,
} from '@shared/constants';

/** What the setup page lets the user choose. */
export interface SessionSettings {
  lengthMin: SessionLengthMin;
  screens: ScreenCount;
  enableAI: boolean;
  enableBar: boolean;
  mediaIntervalSec: number;
  ignoreVideoDuration: boolean;
}

/** The per-star config kept in local storage; `ts` is when it was saved (ms). */
export interface SavedSessionConfig extends SessionSettings {
  ts?: number;
}

export function defaultSessionConfig(): SessionSettings {
  return {
    lengthMin: DEFAULT_SESSION_LENGTH_MIN,
    screens: DEFAULT_SCREENS,
    enableAI: DEFAULT_ENABLE_AI,
    enableBar: DEFAULT_ENABLE_BAR,
    mediaIntervalSec: MEDIA_INTERVAL_DEFAULT_SEC,
    ignoreVideoDuration: DEFAULT_IGNORE_VIDEO_DURATION,
  };
}

export function isSessionLength(value: unknown): value is SessionLengthMin {
  return SESSION_LENGTHS_MIN.some((length) => length === value);
}

export function isScreenCount(value: unknown): value is ScreenCount {
  return SCREEN_COUNTS.some((count) => count === value);
}

/** Lengths over 10 minutes are premium: a free user gets 10 instead. */
export function capLengthForPlan(lengthMin: SessionLengthMin, premium: boolean): SessionLengthMin {
  return !premium && lengthMin > FREE_MAX_MINUTES ? FREE_MAX_MINUTES : lengthMin;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored config (already JSON-parsed) if every field is valid, else null so the caller
 * falls back to defaults. A free user's 20/30 minutes are capped to 10 rather than rejected,
 * so the rest of their saved choices survive.
 */
export function validateSavedConfig(raw: unknown, { premium }: { premium: boolean }): SavedSessionConfig | null {
  if (!isRecord(raw)) return null;
  const { lengthMin, screens, enableAI, enableBar, mediaIntervalSec, ignoreVideoDuration, ts } = raw;
  if (!isSessionLength(lengthMin) || !isScreenCount(screens)) return null;
  if (
    typeof mediaIntervalSec !== 'number' ||
    !Number.isFinite(mediaIntervalSec) ||
    mediaIntervalSec < MEDIA_INTERVAL_MIN_SEC ||
    mediaIntervalSec > MEDIA_INTERVAL_MAX_SEC
  ) {
    return null;
  }
  if (typeof enableAI !== 'boolean' || typeof enableBar !== 'boolean' || typeof ignoreVideoDuration !== 'boolean') {
    return null;
  }
  const config: SavedSessionConfig = {
    lengthMin: capLengthForPlan(lengthMin, premium),
    screens,
    enableAI,
    enableBar,
    mediaIntervalSec,
    ignoreVideoDuration,
  };
  if (typeof ts === 'number' && Number.isFinite(ts)) config.ts = ts;
  return config;
}
