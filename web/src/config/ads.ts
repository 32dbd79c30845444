// Ad-network tags per slot variant. Without a tag a slot shows a house ad; a deployment sets
// VITE_AD_TAG_<VARIANT> (an https URL, rendered in a sandboxed iframe) at build time.
import { safeExternalHref } from '@shared/text/sanitize';
// From emulators.ts, not media.ts: media.ts brings the image selector, which the dashboard's ad does not need.
import { DEMO_SOURCE_HOST } from './emulators';

export const AD_VARIANTS = ['leaderboard', 'in-panel', 'pop', 'interstitial'] as const;
export type AdVariant = (typeof AD_VARIANTS)[number];

export function parseAdTag(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const href = safeExternalHref(raw);
  // Ad frames must not downgrade the page: plain http tags are refused.
  return href?.startsWith('https://') ? href : null;
}

const env: Record<string, unknown> = import.meta.env;
const rawTags: Record<AdVariant, unknown> = {
  leaderboard: env.VITE_AD_TAG_LEADERBOARD,
  'in-panel': env.VITE_AD_TAG_IN_PANEL,
  pop: env.VITE_AD_TAG_POP,
  interstitial: env.VITE_AD_TAG_INTERSTITIAL,
};

export const AD_NETWORK_TAGS: Readonly<Record<AdVariant, string | null>> = {
  leaderboard: parseAdTag(rawTags.leaderboard),
  'in-panel': parseAdTag(rawTags['in-panel']),
  pop: parseAdTag(rawTags.pop),
  interstitial: parseAdTag(rawTags.interstitial),
};

/** The sandbox every network frame gets: scripts and click-outs, never same-origin access to our app. */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

// In-panel video ads speak VAST. A deployment sets VITE_AD_VAST_TAG_URL (https) to its network's VAST
// zone, and VITE_AD_VAST_ORIGINS (comma-separated https origins) for the wrappers and media CDNs that
// zone hands out. Served by the Emulator Suite with no tag set, the demo media source's tag is used.
export const DEMO_VAST_TAG_URL = `http://${DEMO_SOURCE_HOST}/vast/tag.xml`;

export interface VastConfig {
  /** The VAST tag an in-panel ad slot fetches. */
  tagUrl: string;
  /**
   * Origins the player may fetch wrappers and media files from: the tag's own plus the configured
   * ones. The CSP's connect-src and media-src must allow exactly these.
   */
  origins: readonly string[];
}

function httpsOrigin(raw: string): string | null {
  const href = parseAdTag(raw.trim());
  return href ? new URL(href).origin : null;
}

/** `VITE_AD_VAST_TAG_URL` + `VITE_AD_VAST_ORIGINS`; with no tag, the demo tag when on the emulators. */
export function parseVastConfig(rawTag: unknown, rawOrigins: unknown, usingEmulators: boolean): VastConfig | null {
  const configured = parseAdTag(rawTag);
  const tagUrl = configured ?? (usingEmulators ? DEMO_VAST_TAG_URL : null);
  if (tagUrl === null) return null;
  const extra = typeof rawOrigins === 'string' ? rawOrigins.split(',').map(httpsOrigin) : [];
  const origins = new Set([new URL(tagUrl).origin, ...extra.filter((o): o is string => o !== null)]);
  return { tagUrl, origins: [...origins] };
}

/** The build's VAST configuration, given whether the app is served by the Emulator Suite. */
export function vastConfig(usingEmulators: boolean): VastConfig | null {
  return parseVastConfig(env.VITE_AD_VAST_TAG_URL, env.VITE_AD_VAST_ORIGINS, usingEmulators);
}

/** Tag resolution (all wrappers) must finish in this time, and the first frame show 3 s after that. */
export const VAST_TAG_TIMEOUT_MS = 4_000;
export const VAST_FIRST_FRAME_TIMEOUT_MS = 3_000;
/** VAST 4's recommended wrapper depth. */
export const VAST_MAX_WRAPPERS = 5;
