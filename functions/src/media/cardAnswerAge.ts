// How long the dashboard's card images answer lives (media/thumbnailService.ts) and how often its snapshot is
// refreshed (index.ts): a module of its own, so the functions' entry reads it without loading the media code.
import { RENDITION_LINK_WINDOW_MS } from '../shared/constants.js';

/**
 * How old the dashboard's card images answer may be served: a stored item's card link is valid for at least one link
 * window after it was signed, and the answer may then still sit in the CDN (30 s) and the browser (15 s).
 */
export const CARD_ANSWER_MAX_AGE_MS = (2 * RENDITION_LINK_WINDOW_MS) / 3;
/** The scheduled refresh of that answer's snapshot: half its age limit, so instances never find it too old. */
export const CARD_SNAPSHOT_REFRESH_MINUTES = CARD_ANSWER_MAX_AGE_MS / 2 / 60_000;
