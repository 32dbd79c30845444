// The one i18n instance (Lingui). Visible text goes through its macros (`t`, `msg`, <Trans>, `plural`), which
// compile to ids at build time; a locale's catalog (web/src/locales, compiled by `lingui compile`) is a chunk of
// its own, so a visitor downloads only their language. English messages are the source text itself.
import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { pickLocale, type AppLocale } from './pickLocale';

export { i18n };

const compiledCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/compiled/*.ts');

function catalogFor(locale: AppLocale): (() => Promise<{ messages: Messages }>) | undefined {
  return compiledCatalogs[`../../locales/compiled/${locale}.ts`];
}

function readChosenLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    return null;
  }
}

/** This browser's language: the stored choice, else its languages (the Accept-Language it sends), else English. */
export function detectLocale(): AppLocale {
  return pickLocale(readChosenLocale(), navigator.languages);
}

/**
 * Loads a locale's messages and makes it the active one; the page's `lang` follows. Without a compiled catalog
 * (unit tests, `vite dev` before `lingui compile`), the source messages show, compiled at run time in development.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const load = catalogFor(locale);
  const messages = load ? (await load()).messages : {};
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/**
 * Hosting's i18n (firebase.json "i18n") serves the static first views (dashboard.html) in the language this cookie
 * names, else by Accept-Language: the choice must reach it, or the next first view would be in another language.
 */
const HOSTING_LANGUAGE_COOKIE = 'firebase-language-override';
const YEAR_SEC = 365 * 24 * 60 * 60;

/** A choice made in a switcher: remembered on this device (and by Hosting's first views), and shown at once. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SEC}; samesite=lax${secure}`;
  await activateLocale(locale);
}
