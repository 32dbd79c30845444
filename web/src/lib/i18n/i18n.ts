// The one i18n instance (Lingui). Visible text goes through its macros (`t`, `msg`, <Trans>, `plural`), which
// compile to ids at build time; a locale's catalog (web/src/locales, compiled by `lingui compile`) is a chunk of
// its own, so a visitor downloads only their language. English messages are the source text itself.
import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS } from '../../config/storageKeys';
import lazyAreas from '../../locales/lazyAreas.json';
import { pickLocale, type AppLocale } from './pickLocale';

export { i18n };

type CatalogModule = () => Promise<{ messages: Messages }>;
// What every visitor loads first, and the areas loaded with their routes (src/locales/lazyAreas.json): the admin's
// or the session's words are not on the first view's path.
const firstCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/compiled/*.ts');
const areaCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/compiled/*/*.ts');
const loadedAreas = new Set<LazyMessageArea>();

export type LazyMessageArea = (typeof lazyAreas)[number];

async function messagesOf(load: CatalogModule | undefined): Promise<Messages> {
  return load ? (await load()).messages : {};
}

async function messagesFor(locale: AppLocale): Promise<Messages> {
  const parts = await Promise.all([
    messagesOf(firstCatalogs[`../../locales/compiled/${locale}.ts`]),
    ...[...loadedAreas].map((area) => messagesOf(areaCatalogs[`../../locales/compiled/${area}/${locale}.ts`])),
  ]);
  return Object.assign({}, ...parts) as Messages;
}

/**
 * The words of a lazily loaded part of the app, in the active language: its route awaits this with its code
 * (app/router.tsx), and a later language switch loads them too.
 */
export async function loadMessageArea(area: LazyMessageArea): Promise<void> {
  if (!lazyAreas.includes(area)) throw new Error(`lib/i18n: "${area}" is not in src/locales/lazyAreas.json`);
  if (loadedAreas.has(area)) return;
  loadedAreas.add(area);
  const locale = i18n.locale as AppLocale;
  const messages = await messagesOf(areaCatalogs[`../../locales/compiled/${area}/${locale}.ts`]);
  // A switch while these loaded has loaded the area for the new language already.
  if (i18n.locale === locale) i18n.load(locale, messages);
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
  i18n.loadAndActivate({ locale, messages: await messagesFor(locale) });
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/**
 * Hosting's i18n (firebase.json "i18n") serves the static first view (/dashboard) and the manifests in the language
 * this cookie names, else by Accept-Language: the choice must reach it, or the next first view would be in another
 * language.
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
  for (const listener of choiceListeners) listener(locale);
}
