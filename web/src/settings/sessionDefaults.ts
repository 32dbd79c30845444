import { t } from '@lingui/core/macro';
import {
  DEFAULT_ENABLE_AI,
  DEFAULT_ENABLE_BAR,
  DEFAULT_SCREENS,
  DEFAULT_SESSION_LENGTH_MIN,
  type ScreenCount,
  type SessionLengthMin,
} from '@shared/constants';
import {
  capLengthForPlan,
  isScreenCount,
  isSessionLength,
  type SessionSettings,
} from '../lib/validation/sessionConfig';

// users/{uid}.settings: the client settings (defaultScreens, defaultLength, enableAI,
// enableBar), checked like the per-star saved config; firestore.rules enforces the same shape.

export interface SessionDefaults {
  defaultScreens: ScreenCount;
  defaultLength: SessionLengthMin;
  enableAI: boolean;
  enableBar: boolean;
}

/** What applies while nothing valid is stored. */
export const SPEC_SESSION_DEFAULTS: SessionDefaults = {
  defaultScreens: DEFAULT_SCREENS,
  defaultLength: DEFAULT_SESSION_LENGTH_MIN,
  enableAI: DEFAULT_ENABLE_AI,
  enableBar: DEFAULT_ENABLE_BAR,
};

/** Each message reads in the language shown when it is read (getters: `t` resolves then, never at import). */
export const SESSION_DEFAULTS_MESSAGES = {
  get signIn() {
    return t`Sign in to update settings.`;
  },
  get saveFailed() {
    return t`Failed to save.`;
  },
  get saved() {
    return t`Saved.`;
  },
};

/** The stored defaults when they are valid (a free user's length capped at 10 min), else null. */
export function parseSessionDefaults(raw: unknown, { premium }: { premium: boolean }): SessionDefaults | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { defaultScreens, defaultLength, enableAI, enableBar } = raw as Record<string, unknown>;
  if (!isScreenCount(defaultScreens) || !isSessionLength(defaultLength)) return null;
  if (typeof enableAI !== 'boolean' || typeof enableBar !== 'boolean') return null;
  return { defaultScreens, defaultLength: capLengthForPlan(defaultLength, premium), enableAI, enableBar };
}

/** The setup page's starting choices for a star with no saved config. */
export function settingsFromDefaults(
  defaults: SessionDefaults,
  base: SessionSettings,
  premium: boolean,
): SessionSettings {
  return {
    ...base,
    lengthMin: capLengthForPlan(defaults.defaultLength, premium),
    screens: defaults.defaultScreens,
    enableAI: defaults.enableAI,
    enableBar: defaults.enableBar,
  };
}
