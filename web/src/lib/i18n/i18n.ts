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

/** The language chosen on this device (a switcher, or the signed-in account's), or null when none was. */
export function chosenLocale(): AppLocale | null {
  const stored = readChosenLocale();
  return stored !== null && pickLocale(stored, []) === stored ? stored : null;
}

type LocaleChoiceListener = (locale: AppLocale) => void;
const choiceListeners = new Set<LocaleChoiceListener>();

/**
 * Hears every choice made with chooseLocale, once it shows (settings/localeSetting.ts saves a signed-in person's with
 * their settings: this module knows no store). Returns the unsubscribe.
 */
export function onLocaleChosen(listener: LocaleChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => {
    choiceListeners.delete(listener);
  };
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

/** A choice made in a switcher: remembered on this device, and shown at once. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  await activateLocale(locale);
  for (const listener of choiceListeners) listener(locale);
}
