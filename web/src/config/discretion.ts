// The neutral look of the Hide screen and of Discreet mode (docs/product-rules.md "Hide and Discreet mode").
// An operator sets the tab title at build time with VITE_NEUTRAL_TITLE (docs/operations.md); the icon is
// web/public/neutral-icon.svg. The installed app's neutral look is in config/appManifest.ts.
import { parseNeutralTitle } from './neutralTitle';

const env: Record<string, unknown> = import.meta.env;

export const NEUTRAL_TITLE = parseNeutralTitle(env.VITE_NEUTRAL_TITLE);
export const NEUTRAL_ICON_HREF = '/neutral-icon.svg';
/** index.html's own icon, which the neutral one replaces. */
export const APP_ICON_HREF = '/favicon.svg';
