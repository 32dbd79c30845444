// Whether this browser chose Discreet mode: read at start-up before the disguise code is loaded for it.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { NEUTRAL_ICON_HREF, NEUTRAL_TITLE } from '../../config/discretion';
import { DEFAULT_NEUTRAL_TITLE } from '../../config/neutralTitle';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { i18n as appI18n } from '../i18n/i18n';

export function isDiscreet(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.discreet) === '1';
  } catch {
    return false;
  }
}

const DEFAULT_NEUTRAL_TITLE_MESSAGE = msg({
  message: 'Notes',
  comment:
    "The neutral tab title of Discreet mode and of the Hide screen: a plain note-taking page's title, nothing that hints at the app",
});

/**
 * The neutral tab title: an operator's own (VITE_NEUTRAL_TITLE) as it was set; the default, "Notes", in the
 * visitor's language once its catalog is in (before that, at the very first lines of main.ts, in English).
 */
export function neutralTitle(i18n: I18n = appI18n): string {
  if (NEUTRAL_TITLE !== DEFAULT_NEUTRAL_TITLE || !i18n.locale) return NEUTRAL_TITLE;
  return i18n._(DEFAULT_NEUTRAL_TITLE_MESSAGE);
}

/**
 * The neutral tab title and icon, set by the first lines of the app's first script (main.ts), before the page is
 * done loading and without waiting for the disguise code (which also swaps the install look).
 */
export function showNeutralTab(): void {
  document.title = neutralTitle();
  document.querySelector('link[rel="icon"]')?.setAttribute('href', NEUTRAL_ICON_HREF);
}
