import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/constants';

/** The development and test pseudo-locale (web/lingui.config.ts): chosen only by storing it, never offered. */
const PSEUDO_LOCALE = 'pseudo';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The visitor's choice if it is one we ship, else the first of the browser's languages we speak (its
 * Accept-Language: "fr-CH" is French), else English.
 */
export function pickLocale(chosen: string | null, browserLanguages: readonly string[]): AppLocale {
  if (isLocale(chosen) || chosen === PSEUDO_LOCALE) return chosen;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
