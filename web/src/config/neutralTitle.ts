// The neutral title's rule, pure so that the build (vite.config.ts, for the Discreet app manifest) and the app
// (config/discretion.ts) read VITE_NEUTRAL_TITLE the same way.

/** A plain word every note app shows: the app shows it in the visitor's language (lib/discretion/discreetChoice.ts). */
export const DEFAULT_NEUTRAL_TITLE = 'Notes';
const NEUTRAL_TITLE_MAX = 60;

/** A configured title, trimmed; anything empty, too long or not text falls back to the default. */
export function parseNeutralTitle(raw: unknown): string {
  if (typeof raw !== 'string') return DEFAULT_NEUTRAL_TITLE;
  const title = raw.trim();
  return title === '' || title.length > NEUTRAL_TITLE_MAX ? DEFAULT_NEUTRAL_TITLE : title;
}
