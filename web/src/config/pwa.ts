// The installable app (docs/architecture.md "Installable app"): its two manifests, icons, service worker and
// offline page. Pure, so the build (vite.config.ts writes the manifests) and the app read the same values.
import { paths } from './paths';

/** 'neutral' is the look of a browser that chose Discreet mode (docs/product-rules.md "Hide and Discreet mode"). */
export type AppLook = 'app' | 'neutral';

export const APP_NAME = 'StarSession';
/** Answers a navigation only when the network cannot (the service worker precaches it). */
export const OFFLINE_PAGE_URL = '/offline.html';
export const MANIFEST_HREF: Record<AppLook, string> = {
  app: '/manifest.webmanifest',
  neutral: '/manifest-neutral.webmanifest',
};
/** iOS takes the home-screen icon from this link, read when the person adds the page. */
export const APPLE_TOUCH_ICON_HREF: Record<AppLook, string> = {
  app: '/icons/app-apple-touch-180.png',
  neutral: '/icons/neutral-apple-touch-180.png',
};
/** The header colour, so an installed app's status bar matches it. */
const THEME_COLOR = '#1a1326';
const BACKGROUND_COLOR = '#0e0a16';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

const icon = (src: string, size: number, purpose: ManifestIcon['purpose']): ManifestIcon => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The manifest of one look. Both share the `id`, so installing from a Discreet browser gives the same app under the
 * neutral name and icon, and a browser that updates installed apps from their manifest treats a change of look as an
 * update of the one app rather than a second one.
 */
export function webAppManifest(look: AppLook, neutralTitle: string, lang = 'en'): WebAppManifest {
  const name = look === 'app' ? APP_NAME : neutralTitle;
  return {
    id: paths.dashboard,
    lang,
    name,
    short_name: name,
    start_url: paths.dashboard,
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      icon(`/icons/${look}-192.png`, 192, 'any'),
      icon(`/icons/${look}-512.png`, 512, 'any'),
      icon(`/icons/${look}-maskable-512.png`, 512, 'maskable'),
    ],
  };
}
