// What the setup page makes ready while the visitor chooses, so Start shows media at once
// (docs/product-rules.md#sessions): the session's first items (its stored list, or its own first listing request,
// made early), the images of the first panels decoded and their video-host videos resolved. Start hands it to the
// session screen, which lets it go once it has started; leaving the setup page any other way lets it go at once.
import { SCREEN_COUNTS, SESSION_START_FETCH_ITEMS } from '@shared/constants';
import type { FetchListingPage } from '@shared/media/listingFetcher';
import type { HidesItem } from '@shared/media/personalBlocklist';
import type { MediaItem } from '@shared/media/types';
import type { Star } from '@shared/stars';
import { fetchStarMedia, readPrefetched, storePrefetched } from './mediaSupply';

/** Gives back what a warmed item holds (a decoded image, a cached video resolution). */
type Release = () => void;

/** A panel shows its current item and preloads the next one: both are warmed. */
const ITEMS_PER_PANEL = 2;

/** The first items any setup can show at once (the most screens, current and next). */
const FIRST_ITEMS = Math.max(...SCREEN_COUNTS) * ITEMS_PER_PANEL;

/**
 * The list with its first items' images (and gifs) ahead of their videos, the rest as it was: an image decoded ahead
 * paints at once, while a video's first frame still needs its stream, so the panels start with images and the
 * videos follow within the first items.
 */
function imagesFirst(items: readonly MediaItem[]): MediaItem[] {
  const head = items.slice(0, FIRST_ITEMS);
  return [
    ...head.filter((item) => item.type !== 'video'),
    ...head.filter((item) => item.type === 'video'),
    ...items.slice(FIRST_ITEMS),
  ];
}

export interface WarmupDeps {
  /** The session's listing path, keeping each page in the cache until `releasePages`. */
  fetchPage: FetchListingPage;
  releasePages: Release;
  warmImage: (url: string) => Release;
  /** A video-host item is resolved; a direct file (the library's) has its poster and first bytes fetched. */
  warmVideo: (item: Pick<MediaItem, 'srcUrl' | 'sdSrcUrl' | 'previewUrl'>) => Release | null;
  storage?: Storage;
}

export interface SessionWarmup {
  readonly starId: string;
  /** The items the session will read first (never rejects; empty when the listing failed or was refused). */
  readonly items: Promise<readonly MediaItem[]>;
  /** Warms the first items of this many panels; a larger count warms more, a smaller one keeps what is warm. */
  warmScreens: (screens: number) => void;
  /** Lets everything go; nothing is warmed after it. */
  release: () => void;
}

/**
 * Starts warming a star's session for a person whose blocklist is `hides`: nothing it hides is asked for, warmed
 * or stored. The list the session reads first is the one stored for this star in this tab; when that is short of
 * the session's first request, that request is made now, through the same cache the session will read.
 */
export function startSessionWarmup(
  star: Pick<Star, 'id' | 'subreddits'>,
  hides: HidesItem,
  deps: WarmupDeps,
): SessionWarmup {
  const storage = deps.storage ?? globalThis.sessionStorage;
  const held = new Map<string, Release>();
  const status = { released: false };
  let screens = 0;
  let known: readonly MediaItem[] | null = null;

  const warmKnown = () => {
    if (status.released || known === null) return;
    for (const item of known.slice(0, screens * ITEMS_PER_PANEL)) {
      if (held.has(item.id)) continue;
      const release = item.type === 'video' ? deps.warmVideo(item) : deps.warmImage(item.srcUrl);
      if (release) held.set(item.id, release);
    }
  };

  const items = (async (): Promise<readonly MediaItem[]> => {
    const stored = readPrefetched(star.id, storage).filter((item) => !hides(item));
    const list =
      stored.length >= SESSION_START_FETCH_ITEMS
        ? stored
        : await fetchStarMedia(star, SESSION_START_FETCH_ITEMS, deps.fetchPage, hides);
    const ordered = imagesFirst(list);
    // The session reads this order. A warmup let go before its answer came (another star, the visitor left)
    // leaves nothing behind.
    if (!status.released) storePrefetched(star.id, ordered, storage);
    return ordered;
  })().catch(() => []);

  void items.then((list) => {
    known = list;
    warmKnown();
  });

  return {
    starId: star.id,
    items,
    warmScreens: (count) => {
      screens = Math.max(screens, count);
      warmKnown();
    },
    release: () => {
      if (status.released) return;
      status.released = true;
      held.forEach((release) => release());
      held.clear();
      deps.releasePages();
    },
  };
}

// Start → session screen: one warmup at a time is on its way from the setup page to the session.
let handedOver: SessionWarmup | null = null;

/** A warmup the session screen did not take (it redirected, say) is let go after this long. */
const HANDOVER_TIMEOUT_MS = 10_000;
/** The session holds the warmup this long after it starts: its first items and their media are in by then. */
export const WARMUP_HOLD_AFTER_START_MS = 10_000;

/** Start was pressed: the session screen takes this warmup over (and lets it go). */
export function handOverWarmup(warmup: SessionWarmup): void {
  if (handedOver !== warmup) handedOver?.release();
  handedOver = warmup;
  setTimeout(() => {
    if (handedOver !== warmup) return;
    handedOver = null;
    warmup.release();
  }, HANDOVER_TIMEOUT_MS);
}

/** Whether this warmup is the one on its way to the session (its setup page must not let it go). */
export function isHandedOver(warmup: SessionWarmup): boolean {
  return handedOver === warmup;
}

/**
 * The session screen of `starId` takes the warmup handed over, if any. One for another star is let go at once:
 * nothing warmed for one star serves another.
 */
export function takeHandedOverWarmup(starId: string): SessionWarmup | null {
  const warmup = handedOver;
  handedOver = null;
  if (warmup === null) return null;
  if (warmup.starId === starId) return warmup;
  warmup.release();
  return null;
}
