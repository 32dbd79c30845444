import {
  capLengthForPlan,
  isScreenCount,
  isSessionLength,
  type SessionSettings,
} from '../lib/validation/sessionConfig';
import type { SessionDefaults } from './settingsSlice';

// users/{uid}.settings: the spec's client settings (defaultScreens, defaultLength, enableAI,
// enableBar), checked like the per-star saved config; firestore.rules enforces the same shape.

export const SESSION_DEFAULTS_MESSAGES = {
  signIn: 'Sign in to update settings.',
  saveFailed: 'Failed to save.',
  saved: 'Saved.',
} as const;

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
