import { readFileSync } from 'node:fs';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/storageKeys';
import { activateLocale, i18n } from '../lib/i18n/i18n';

// The offline page (web/public/offline.html + offline.js) is outside the app's build: offline.js picks the
// language as the app does and carries its own few strings. Through a variable, as in featureBoundaries.test.ts.
const testFile = import.meta.url;
const publicFile = (name: string) => readFileSync(new URL(`../../public/${name}`, testFile), 'utf8');
const page = new DOMParser().parseFromString(publicFile('offline.html'), 'text/html');
const script = publicFile('offline.js');

/** Lays out offline.html's markup and runs offline.js on it, as the browser would. */
function openOfflinePage() {
  document.title = page.title;
  document.documentElement.lang = 'en';
  document.body.innerHTML = page.body.innerHTML;
  // The page's own plain script, run as the page runs it (a classic script in the page's global scope).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file under test, read from the repository
  const run = new Function(script) as () => void;
  run();
}

function shown() {
  return {
    lang: document.documentElement.lang,
    title: document.title,
    heading: document.querySelector('h1')?.textContent,
    retry: document.querySelector('main a')?.textContent,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the offline page in the visitor’s language', () => {
  it('when the visitor chose French in the app, then the page is French, whatever the browser says', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    openOfflinePage();
    expect(shown()).toEqual({
      lang: 'fr',
      title: 'Vous êtes hors ligne',
      heading: 'Vous êtes hors ligne',
      retry: 'Réessayer',
    });
    expect(document.querySelector('header')?.textContent).toBe('StarSession');
  });

  it('when nothing was chosen, then the browser’s first language spoken here decides (de-AT is German)', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja', 'de-AT', 'fr']);
    openOfflinePage();
    expect(shown()).toMatchObject({ lang: 'de', heading: 'Du bist offline', retry: 'Erneut versuchen' });
  });

  it('when neither the choice nor the browser names a language spoken here, then the English markup stays', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'pseudo');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    openOfflinePage();
    expect(shown()).toEqual({ lang: 'en', title: 'You are offline', heading: 'You are offline', retry: 'Try again' });
    expect(document.querySelector('main p')?.textContent).toBe(
      'StarSession needs an internet connection. This page reloads by itself when you are back online.',
    );
  });

  it.each(['fr', 'de', 'es', 'it'] as const)(
    'when the page is in %s, then it says what the app’s offline notice says in that language',
    async (locale) => {
      await activateLocale(locale);
      localStorage.setItem(STORAGE_KEYS.locale, locale);
      openOfflinePage();
      expect(document.querySelector('h1')?.textContent).toBe(i18n._(msg`You are offline`));
      expect(document.querySelector('main p')?.textContent).toMatch(
        new RegExp(`^${i18n._(msg`StarSession needs an internet connection.`).replace(/[.?]/g, '\\$&')} `),
      );
    },
  );
});
