import { LOCALE_NAMES, LOCALES } from '@shared/constants';
import { FREE_STARS, PREMIUM_STARS, type Star } from '@shared/stars';
import { LOCALE_SWITCHER_ID } from '../../config/localeSwitcher';
import { paths } from '../../config/paths';
import { inEnglish, type BuildTimeTranslate } from '../../lib/i18n/catalogTranslator';
import { CARD_IMAGE_SIZES } from './cardImageSizes';
import { DASHBOARD_TEXT, FIRST_ROW_CARDS } from './dashboardText';

// The dashboard's first view as plain HTML, written into web/dist/dashboard/index.html at build time, once per
// language (web/scripts/firstView.mjs; Hosting serves it for /dashboard): the layout React renders for a
// visitor whose sign-in is still being restored, so the app's first render replaces it without a
// shift. Each card frame is empty; the inline script (web/scripts/firstViewScript.js) fills the frames
// with the thumbnails answer, and only for a visitor who has confirmed the gate, giving each image the
// `sizes` this shell carries (StarCard's, from cardImageSizes.ts). The markup is held to React's by
// dashboardShell.test.tsx.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ACCOUNT_ICON =
  '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="currentColor"></circle><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor"></path></svg>';
const LOCK_ICON =
  '<svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" class="lock-icon"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"></path></svg>';

function card(star: Star, priority: 'high' | 'low', tr: BuildTimeTranslate): string {
  const premium = star.premium
    ? `<span class="star-card__badge">${LOCK_ICON} ${tr('Premium')}</span><span class="star-card__caption">${tr('Persona ready')}</span>`
    : '';
  return (
    `<li class="star-card"><a href="${paths.config(star.id)}" class="star-card__link">` +
    `<div class="star-card__image" data-first-view-star="${escapeHtml(star.id)}" data-first-view-priority="${priority}">` +
    `<span class="star-card__loading">${tr('Loading...')}</span></div>` +
    `<span class="star-card__name">${escapeHtml(star.name)}</span>${premium}</a></li>`
  );
}

function section(id: string, title: string, stars: readonly Star[], firstRow: number, tr: BuildTimeTranslate): string {
  const cards = stars.map((star, i) => card(star, i < firstRow ? 'high' : 'low', tr)).join('');
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><ul class="star-grid">${cards}</ul></section>`;
}

/** The house leaderboard, hidden and taking its place while the plan is unknown (AdSlot's pending state). */
const pendingLeaderboard = (tr: BuildTimeTranslate) =>
  '<aside aria-hidden="true" class="ad-slot ad-slot--leaderboard ad-slot--pending">' +
  `<span class="ad-slot__label" aria-hidden="true">${tr('Ad')}</span><div class="ad-slot__house">` +
  `<p class="ad-slot__pitch"><strong>${tr('Go Premium — no ads')}</strong></p>` +
  `<a href="${paths.premium}" class="button button--primary ad-slot__cta">${tr('See Premium')}</a></div></aside>`;

/** The footer's language switcher (components/LocaleSwitcher.tsx) as React renders it. */
const localeSwitcher = (tr: BuildTimeTranslate) =>
  `<span class="locale-switcher"><label for="${LOCALE_SWITCHER_ID}">${tr('Language')}</label><select id="${LOCALE_SWITCHER_ID}">` +
  LOCALES.map((locale) => `<option value="${locale}" lang="${locale}">${LOCALE_NAMES[locale]}</option>`).join('') +
  `</select></span>`;

/** The children of #root: header, dashboard and footer, as React first renders them for /dashboard. */
export function renderDashboardShell(year: number, translate: BuildTimeTranslate = inEnglish): string {
  const tr: BuildTimeTranslate = (english, values) => escapeHtml(translate(english, values));
  const header =
    `<header class="header"><a href="${paths.dashboard}" class="header__brand">StarSession</a>` +
    `<nav aria-label="${tr('Main')}" class="header__nav">` +
    // Hidden by styles.css until the browser offers installing (lib/pwa/installOffer.ts); first, so that appearing
    // moves nothing (the nav is aligned to the right).
    `<button type="button" class="header__install">${tr('Install app')}</button>` +
    `<a class="" href="${paths.premium}">${tr('Premium')}</a><a class="" href="${paths.favorites}">${tr('Favourites')}</a>` +
    `<a aria-label="${tr('Sign in')}" class="header__account" href="${paths.account}">${ACCOUNT_ICON}</a></nav></header>`;
  const dashboard =
    `<div class="dashboard"><h1>${tr(DASHBOARD_TEXT.heading)}</h1>` +
    `<p class="banner banner--info" role="note">${tr(DASHBOARD_TEXT.spamFolder)}</p>${pendingLeaderboard(tr)}` +
    section('free-stars', tr('Free'), FREE_STARS, FIRST_ROW_CARDS, tr) +
    section('premium-stars', tr('Premium'), PREMIUM_STARS, 0, tr) +
    '</div>';
  const footer =
    `<footer class="footer"><nav aria-label="${tr('Site')}" class="footer__links"><a href="${paths.terms}">${tr('Terms')}</a>` +
    `<a href="${paths.privacy}">${tr('Privacy')}</a><a href="${paths.contentRemoval}">${tr('Content removal')}</a>` +
    `<a href="${paths.recordsStatement}">${tr('2257 statement')}</a>` +
    `<a href="${paths.blocklist}">${tr('Hidden items')}</a></nav>${localeSwitcher(tr)}` +
    `<p>${tr('© {0} StarSession. Adults only. All personas are fictional.', { 0: year })}</p></footer>`;
  return `<div class="layout first-view-shell" data-card-sizes="${escapeHtml(CARD_IMAGE_SIZES)}">${header}<main class="layout__main">${dashboard}</main>${footer}</div>`;
}
