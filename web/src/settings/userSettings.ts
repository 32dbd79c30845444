import { createSelector } from '@reduxjs/toolkit';
import { selectUserDoc } from '../identity/userDocApi';
import { parseSessionDefaults, SPEC_SESSION_DEFAULTS } from './sessionDefaults';

// The stored settings are read from the one live copy of users/{uid} (the getUserDoc cache entry), never copied
// into a slice: a save, another tab or another signed-in user shows here as soon as the document changes.

/** The signed-in user's session defaults when valid (a free user's length capped), else the default settings. */
export const selectSessionDefaults = createSelector(
  [selectUserDoc],
  (doc) => (doc ? parseSessionDefaults(doc.settings, { premium: doc.premium }) : null) ?? SPEC_SESSION_DEFAULTS,
);

/** The stored personalization text; null when none (or signed out, or not loaded yet). */
export const selectPersonalization = createSelector([selectUserDoc], (doc) => doc?.personalization ?? null);
