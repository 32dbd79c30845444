import type { CardRendition } from '@shared/api/schemas/thumbnails';

// What a card image's `srcset` and `sizes` say (docs/architecture.md#first-view): the renditions the thumbnails
// answer lists, and the card's CSS width at each viewport width, so the browser picks the smallest rendition that
// covers the card at the screen's density (a 2x phone's ~157 px card takes the 320 px one, not the 640 px fallback).
// The build-time shell (dashboardShell.ts) carries the same `sizes` to the inline script, so the document's
// images and React's are the same and nothing downloads twice.

/**
 * The card's CSS width at each viewport width, as the grid of styles.css lays it out (`.layout__main`: 1rem padding,
 * 1200 px max-width; `.star-grid`: 0.9rem gap, `repeat(auto-fill, minmax(150px, 1fr))`, 190px from 720 px on): per
 * range of viewport widths with the same column count, `(100vw - padding - gaps) / columns`; a fixed width once the
 * page stops growing. Written out, not computed, so the first view carries no layout code: cardImageSizes.test.ts
 * derives it from styles.css and lays the grid out at every width to hold it true.
 */
export const CARD_IMAGE_SIZES =
  '(max-width: 346px) calc((100vw - 32px) / 1), (max-width: 510px) calc((100vw - 46.4px) / 2), ' +
  '(max-width: 675px) calc((100vw - 60.8px) / 3), (max-width: 719px) calc((100vw - 75.2px) / 4), ' +
  '(max-width: 835px) calc((100vw - 60.8px) / 3), (max-width: 1039px) calc((100vw - 75.2px) / 4), ' +
  '(max-width: 1199px) calc((100vw - 89.6px) / 5), 222.08px';

/** The `srcset` value: each rendition with its width descriptor, as the answer lists them (narrowest first). */
export const cardSrcSet = (renditions: readonly CardRendition[]): string =>
  renditions.map(({ url, width }) => `${url} ${width}w`).join(', ');
