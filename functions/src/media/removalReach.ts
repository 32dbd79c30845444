// How long answers that name media may be kept, derived from one promise: a removed item (takedown, withdrawn
// consent, an admin's block) is gone everywhere within a minute (issue 33; docs/product-rules.md "Reports and
// takedowns"). Every instance hears of a removal within the blocklist's refresh; what is left of the minute is
// shared by the CDN and the browser. The two lifetimes are added, not maxed, because a CDN that does not pass its
// `Age` on lets the browser start its own count when its copy arrives.

export const REMOVAL_REACH_SEC = 60;

/** How stale another instance's copy of the blocklist may be after a removal. */
export const BLOCKLIST_REFRESH_MS = 15_000;

const EDGE_SEC = 30;
const BROWSER_SEC = REMOVAL_REACH_SEC - BLOCKLIST_REFRESH_MS / 1000 - EDGE_SEC;

/**
 * A listing page or the cards' thumbnails answer: the same for every visitor (so Hosting's CDN may hold it, and at
 * most one request per key and edge location each 30 s reaches a function) but kept no longer than the minute.
 */
export const SHARED_MEDIA_CACHE_CONTROL = `public, max-age=${BROWSER_SEC}, s-maxage=${EDGE_SEC}`;

/** A premium listing page: per caller, so only the browser keeps it, for what is left of the minute. */
export const PRIVATE_MEDIA_CACHE_CONTROL = `private, max-age=${REMOVAL_REACH_SEC - BLOCKLIST_REFRESH_MS / 1000}`;
