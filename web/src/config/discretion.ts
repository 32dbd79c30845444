// The neutral look of the Hide screen and of Discreet mode (docs/product-rules.md "Hide and Discreet mode").
// An operator sets the tab title at build time with VITE_NEUTRAL_TITLE (docs/operations.md); the icon is
// web/public/neutral-icon.svg.

const DEFAULT_NEUTRAL_TITLE = 'Notes';
const NEUTRAL_TITLE_MAX = 60;

/** A configured title, trimmed; anything empty, too long or not text falls back to the default. */
export function parseNeutralTitle(raw: unknown): string {
  if (typeof raw !== 'string') return DEFAULT_NEUTRAL_TITLE;
  const title = raw.trim();
  return title === '' || title.length > NEUTRAL_TITLE_MAX ? DEFAULT_NEUTRAL_TITLE : title;
}

const env: Record<string, unknown> = import.meta.env;

export const NEUTRAL_TITLE = parseNeutralTitle(env.VITE_NEUTRAL_TITLE);
export const NEUTRAL_ICON_HREF = '/neutral-icon.svg';
