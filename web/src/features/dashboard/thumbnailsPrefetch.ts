import { API_PATHS } from '@shared/api/paths';
import { BUILT_CATALOGUE } from '../../stars/starCatalogue';
import { readCachedThumbnail } from './thumbnailCache';

// main.ts asks for the card images' answer while the app's chunks
// are still downloading, so the first row's images start as soon as the cards render (LCP).
// The dashboard's query takes the answer once; later fetches go through RTK Query as usual.
// On /dashboard the document's inline script (web/scripts/firstViewScript.js) has already asked, at
// parse time: its answer is taken instead of a second request, and it has cached each card's image
// (thumbnailCache.ts), so the cards start from the images the document already shows.

/** What the inline script leaves on window (absent for an unconfirmed visitor and on other pages). */
interface FirstViewState {
  answer: Promise<unknown> | null;
}

const firstViewState = (): FirstViewState | undefined =>
  (window as { __starsessionFirstView?: FirstViewState }).__starsessionFirstView;

/** The answer's JSON body, or undefined when the request failed. */
let pending: Promise<unknown> | null = null;

/** Starts the request when some card has no fresh cached image (otherwise the dashboard asks nothing). */
export function prefetchStarThumbnails(fetchJson: (path: string) => Promise<unknown> = defaultFetchJson): void {
  if (pending) return;
  const early = firstViewState()?.answer;
  if (early) pending = early;
  else if (BUILT_CATALOGUE.stars.some((star) => readCachedThumbnail(star.id) === null))
    pending = fetchJson(API_PATHS.starThumbnails).catch(() => undefined);
}

/** The prefetched body once (null when there was no prefetch or it was already taken). */
export function takePrefetchedStarThumbnails(): Promise<unknown> | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** Resolves once the next frame has been painted. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Resolves once the document's first-row card images are decoded (or failed) and painted, at most after
 * `capMs`; at once where the document has no first view. main.ts starts the app after it, so the app's code
 * does not hold back the largest paint (its links work without the app meanwhile).
 */
export const firstViewPainted = (capMs: number): Promise<unknown> =>
  Promise.race([
    firstViewState()
      ?.answer?.then(() =>
        Promise.all(
          Array.from(document.querySelectorAll<HTMLImageElement>('[data-first-view-priority=high] img'), (img) =>
            img.decode().catch(() => 0),
          ),
        ),
      )
      .then(afterNextPaint),
    new Promise((resolve) => setTimeout(resolve, capMs)),
  ]);

async function defaultFetchJson(path: string): Promise<unknown> {
  const res = await fetch(path, { credentials: 'same-origin' });
  return res.ok ? ((await res.json()) as unknown) : undefined;
}
