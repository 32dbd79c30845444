// Ad-network tags per slot variant. Without a tag a slot shows a house ad; a deployment sets
// VITE_AD_TAG_<VARIANT> (an https URL, rendered in a sandboxed iframe) at build time.
import { safeExternalHref } from '@shared/text/sanitize';

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
