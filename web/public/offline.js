// The offline page's behaviour (offline.html, precached by src/sw.ts). It speaks the visitor's language, chosen as
// the app chooses it (src/lib/i18n: the language picked in the footer, kept in localStorage, else the browser's
// languages, else English); the English markup is the fallback. Then, back to the page the person asked for as soon
// as the site answers again. The 'online' event alone is not enough: it can fire before the network is usable (a
// radio waking up, a captive portal) and then nothing fires again, so while the page is shown it also asks the site
// itself every few seconds, and reloads only once the site has answered.
/* global window, document */
const RETRY_EVERY_MS = 5000;
/** src/config/storageKeys.ts: STORAGE_KEYS.locale. */
const LOCALE_KEY = 'starsession.locale';
/** The page's words per language (the app's own catalogs are not in this page: it loads no app code). */
const TEXT = {
  fr: {
    title: 'Vous êtes hors ligne',
    body: 'StarSession a besoin d’une connexion Internet. Cette page se recharge d’elle-même dès que vous êtes de nouveau en ligne.',
    retry: 'Réessayer',
  },
  de: {
    title: 'Du bist offline',
    body: 'StarSession braucht eine Internetverbindung. Diese Seite lädt sich von selbst neu, sobald du wieder online bist.',
    retry: 'Erneut versuchen',
  },
  es: {
    title: 'Estás sin conexión',
    body: 'StarSession necesita conexión a internet. Esta página se recargará sola cuando vuelvas a estar en línea.',
    retry: 'Reintentar',
  },
  it: {
    title: 'Sei offline',
    body: 'StarSession ha bisogno di una connessione a Internet. Questa pagina si ricarica da sola quando torni online.',
    retry: 'Riprova',
  },
};

function chosenLocale() {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** As src/lib/i18n/pickLocale.ts: the stored choice, else the first browser language spoken here, else English. */
function pickLocale() {
  const chosen = chosenLocale();
  if (chosen === 'en' || Object.hasOwn(TEXT, chosen ?? '')) return chosen;
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'en' || Object.hasOwn(TEXT, language)) return language;
  }
  return 'en';
}

function speakTheVisitorsLanguage() {
  const locale = pickLocale();
  const text = TEXT[locale];
  if (!text) return;
  document.documentElement.lang = locale;
  document.title = text.title;
  const heading = document.querySelector('h1');
  const body = document.querySelector('main p');
  const retry = document.querySelector('main a');
  if (heading) heading.textContent = text.title;
  if (body) body.textContent = text.body;
  if (retry) retry.textContent = text.retry;
}

let asking = false;

function reloadOnceTheSiteAnswers() {
  if (asking || document.visibilityState !== 'visible') return;
  asking = true;
  // Not through the service worker (its static routes send this straight to the network) and not from the cache.
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    .then((response) => {
      if (response.ok) window.location.reload();
    })
    .catch(() => undefined)
    .finally(() => {
      asking = false;
    });
}

speakTheVisitorsLanguage();
window.addEventListener('online', reloadOnceTheSiteAnswers);
setInterval(reloadOnceTheSiteAnswers, RETRY_EVERY_MS);
