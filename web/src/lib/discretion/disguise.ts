// The tab's disguise: a neutral title and icon, for Discreet mode (kept per browser) and while the Hide screen is
// up. Plain DOM, so the Hide key changes everything within the same task, before the next frame is painted.
import { NEUTRAL_ICON_HREF, NEUTRAL_TITLE } from '../../config/discretion';
import { APP_NAME, APPLE_TOUCH_ICON_HREF, MANIFEST_HREF, type AppLook } from '../../config/pwa';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { isDiscreet } from './discreetChoice';

interface TabLook {
  title: string;
  icon: string | null;
}

let original: TabLook | null = null;
let hidden = false;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

function remember(): TabLook {
  original ??= { title: document.title, icon: iconLink()?.getAttribute('href') ?? null };
  return original;
}

function show(look: TabLook): void {
  document.title = look.title;
  const link = iconLink();
  // Both icons are SVG, so only the address changes.
  if (link && look.icon !== null) link.setAttribute('href', look.icon);
}

const NEUTRAL: TabLook = { title: NEUTRAL_TITLE, icon: NEUTRAL_ICON_HREF };

/**
 * What installing the app from this browser gives (config/pwa.ts): the neutral manifest (name and icons) and iOS's
 * home-screen title and icon. Browsers read them when the person installs; an app installed before keeps its look
 * until the browser refreshes it from the manifest (docs/architecture.md "Installable app").
 */
function offerInstalledLook(look: AppLook): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFEST_HREF[look]);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', APPLE_TOUCH_ICON_HREF[look]);
  const title = look === 'neutral' ? NEUTRAL_TITLE : APP_NAME;
  document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', title);
}

/** Applies the stored choice (at start-up) or a new one (from the profile). */
export function applyDiscreet(on: boolean = isDiscreet()): void {
  const app = remember();
  show(on || hidden ? NEUTRAL : app);
  offerInstalledLook(on ? 'neutral' : 'app');
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
  remember();
  document.documentElement.dataset.hidden = 'true';
  show(NEUTRAL);
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/** Back from the Hide screen: the app shows again, with the title Discreet mode asks for. */
export function showEverything(): void {
  hidden = false;
  delete document.documentElement.dataset.hidden;
  applyDiscreet();
}
