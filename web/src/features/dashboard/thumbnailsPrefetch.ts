import { API_PATHS } from '@shared/api/paths';
import { STARS } from '@shared/stars';
import { readCachedThumbnail } from './thumbnailCache';

// main.ts asks for the card images' answer while the app's chunks
// are still downloading, so the first row's images start as soon as the cards render (LCP).
// The dashboard's query takes the answer once; later fetches go through RTK Query as usual.

/** The answer's JSON body, or undefined when the request failed. */
let pending: Promise<unknown> | null = null;

/** Starts the request when some card has no fresh cached image (otherwise the dashboard asks nothing). */
export function prefetchStarThumbnails(fetchJson: (path: string) => Promise<unknown> = defaultFetchJson): void {
  if (pending || STARS.every((star) => readCachedThumbnail(star.id) !== null)) return;
  pending = fetchJson(API_PATHS.starThumbnails).catch(() => undefined);
}

/** The prefetched body once (null when there was no prefetch or it was already taken). */
export function takePrefetchedStarThumbnails(): Promise<unknown> | null {
  const taken = pending;
  pending = null;
  return taken;
}

async function defaultFetchJson(path: string): Promise<unknown> {
  const res = await fetch(path, { credentials: 'same-origin' });
  return res.ok ? ((await res.json()) as unknown) : undefined;
}
