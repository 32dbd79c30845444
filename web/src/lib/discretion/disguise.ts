// The tab's disguise: a neutral title and icon, for Discreet mode (kept per browser) and while the Hide screen is
// up. Plain DOM, so the Hide key changes everything within the same task, before the next frame is painted.
import { APP_ICON_HREF, NEUTRAL_ICON_HREF } from '../../config/discretion';
import { APP_NAME, APPLE_TOUCH_ICON_HREF, MANIFEST_HREF, type AppLook } from '../../config/pwa';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { i18n } from '../i18n/i18n';
import { isDiscreet, neutralTitle } from './discreetChoice';

interface TabLook {
  title: string;
  icon: string;
}

/** The title the page in view asks for (a policy page names itself); shown only when nothing asks for the neutral. */
let pageTitle = APP_NAME;
/** The choice applied last (the profile's switch works even where storage is refused); unset: the stored one. */
let discreet: boolean | null = null;
let hidden = false;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

function show(look: TabLook): void {
  document.title = look.title;
  // Both icons are SVG, so only the address changes.
  iconLink()?.setAttribute('href', look.icon);
}

/** The neutral look, its title in the language shown now. */
function neutralLook(): TabLook {
  return { title: neutralTitle(), icon: NEUTRAL_ICON_HREF };
}

function wantsNeutral(): boolean {
  return hidden || (discreet ?? isDiscreet());
}

function currentLook(): TabLook {
  return wantsNeutral() ? neutralLook() : { title: pageTitle, icon: APP_ICON_HREF };
}

/**
 * What installing the app from this browser gives (config/pwa.ts): the neutral manifest (name and icons) and iOS's
 * home-screen title and icon. Browsers read them when the person installs; an app installed before keeps its look
 * until the browser refreshes it from the manifest (docs/architecture.md "Installable app").
 */
function offerInstalledLook(look: AppLook): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFEST_HREF[look]);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', APPLE_TOUCH_ICON_HREF[look]);
  const title = look === 'neutral' ? neutralTitle() : APP_NAME;
  document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', title);
}

/** Applies the stored choice (at start-up) or a new one (from the profile). */
export function applyDiscreet(on: boolean = isDiscreet()): void {
  discreet = on;
  show(currentLook());
  offerInstalledLook(on ? 'neutral' : 'app');
}

/**
 * A page's own tab title (null: the app's name). Pages set their title only through this, so that no page shows
 * its name while Discreet mode or the Hide screen asks for the neutral one.
 */
export function setPageTitle(title: string | null): void {
  pageTitle = title ?? APP_NAME;
  show(currentLook());
}

export function setDiscreet(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEYS.discreet, '1');
    else localStorage.removeItem(STORAGE_KEYS.discreet);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  applyDiscreet(on);
}

/**
 * The Hide key's first step, synchronous: every video and audio element paused and muted, the app's own content
 * hidden by a style on <html> (covers full screen too), the neutral title and icon. The neutral page itself is
 * rendered by the caller.
 */
export function hideEverything(): void {
  for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio')) {
    media.muted = true;
    media.pause();
  }
  hidden = true;
  document.documentElement.dataset.hidden = 'true';
  show(neutralLook());
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/** Back from the Hide screen: the app shows again, with the title Discreet mode asks for. */
export function showEverything(): void {
  hidden = false;
  delete document.documentElement.dataset.hidden;
  show(currentLook());
}

// The default neutral title is a word in the visitor's language: a language switch, or the catalog arriving after
// main.ts's first lines showed the neutral tab, renames the tab. A page's own title follows through its page
// (usePageTitle), which renders again in the new language.
i18n.on('change', () => {
  if (wantsNeutral()) show(currentLook());
  if (discreet === true) offerInstalledLook('neutral');
});
